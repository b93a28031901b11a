import type { Page } from '@playwright/test';

import { ko } from '../../apps/web/src/i18n/ko';
import { expect, test } from '../fixtures';
import { NEXT_BUILD_ID, buildMeta, deployNextBuild } from '../support/new-build';

// Issue 29 point 12: a deploy never strands an open tab (docs/decisions/040). The next build is
// simulated in the page's network (support/new-build.ts). The service worker stays out of these tests,
// as out of every spec but installable-app.spec.ts (playwright.config.ts): the page loads it answers
// would not pass through that simulation.

const MINIGAME = '/minigame/eos/powerball1';

/** The new-build watch starts once the first page is idle (main.tsx); these tests act after it has. */
const watchStarted = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-new-build', /watching|waiting/);

test(
  'an open tab whose next page part was removed by a deploy reloads into the new build and shows the page',
  { tag: '@phone-only' },
  async ({ page, problems }) => {
    // The old build's parts answer 404 and the browser says so; the test is that the page gets past it.
    problems.allow(/\/assets\//);
    problems.allow(/dynamically imported module|Unable to preload CSS|Failed to load resource/);
    await page.goto('/');
    await expect(page.locator('#frame')).toHaveCount(0);
    await watchStarted(page);
    await expect(buildMeta(page)).toHaveAttribute('content', /^[0-9a-f]{12}$/);

    const deploy = await deployNextBuild(page);
    // The member opens a minigame from the home page: its code and style sheet were never loaded by this tab.
    await page.locator(`a[href="${MINIGAME}"]`).filter({ visible: true }).first().click();

    await expect(buildMeta(page)).toHaveAttribute('content', NEXT_BUILD_ID);
    await expect(page).toHaveURL(MINIGAME);
    await expect(page.getByRole('region', { name: /EOS 파워볼/ })).toBeVisible();
    await expect(page.getByText('오류가 발생했습니다')).toHaveCount(0);
    // The old build's parts really were gone: without the reload the page could not have shown.
    expect(deploy.removedParts().length).toBeGreaterThan(0);
  },
);

test(
  'a working tab moves to the new build when the member comes back to it',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/');
    await watchStarted(page);
    await deployNextBuild(page);
    // Back from another tab or app.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(buildMeta(page)).toHaveAttribute('content', NEXT_BUILD_ID);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
  },
);

test(
  'a member typing when the new build is found keeps what they typed until they move to another page',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/login');
    await watchStarted(page);
    const builtId = await buildMeta(page).getAttribute('content');
    const userId = page.getByRole('textbox', { name: '아이디' });
    await userId.fill('goldmember');
    await deployNextBuild(page);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    // The watch found build B and holds the reload: the field keeps its text, the page its build.
    await expect(page.locator('html')).toHaveAttribute('data-new-build', 'waiting');
    await expect(userId).toHaveValue('goldmember');
    await expect(buildMeta(page)).toHaveAttribute('content', builtId ?? '');

    // Leaving the page is the safe moment: the next page comes in the new build.
    await page.getByRole('link', { name: '골드벳' }).click();
    await expect(buildMeta(page)).toHaveAttribute('content', NEXT_BUILD_ID);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
  },
);
