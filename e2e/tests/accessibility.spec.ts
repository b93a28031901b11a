import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { ko } from '../../apps/web/src/i18n/ko';
import { expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn } from '../support/session';

/** The four pages of issue 11 (the home page, a Korean-style book, in-play and a minigame), and issue 14's match centre. */
const PAGES = [
  { path: '/', title: ko.home.heroTitle },
  { path: '/korea/cross', title: ko.pages.koreaCross.title },
  { path: '/inplay', title: ko.pages.inplay.title },
  { path: '/minigame/eos/powerball1', title: /파워볼/ },
  { path: '/livetv', title: ko.pages.livetv.title },
] as const;

/** Violations a member using a screen reader, a keyboard or poor eyesight would run into. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // axe's experimental label-in-name rule (off by default in axe and Lighthouse) flags the books'
    // "+8" buttons named "마켓 8개 더 보기"; their names are left for a follow-up (docs/decisions/021).
    // target-size also counts a target as too small where a fixed bar covers part of it at the current
    // scroll position: on a phone's book, the pagination under the cart dock depends only on where the
    // live list happens to end when axe runs (scrolling frees it). Tap targets are 40 px by design and
    // measured in the browser tests (bet-slip, sports-books); Lighthouse's target-size audit passes.
    .disableRules(['label-content-name-mismatch', 'target-size'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** The page as a member meets it once it has loaded: the app's own page, not the prerendered frame. */
async function openPage(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

for (const { path, title } of PAGES) {
  test(`${path} has no serious accessibility violations, signed out`, async ({ page }) => {
    await openPage(page, path, title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${path} has no serious accessibility violations, signed in`, async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await openPage(page, path, title);
    await expect(page.getByText(member.nickName, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
