import type { Page } from '@playwright/test';

import { parseSeoulDateTime } from '@site/contracts/clock';
import { CASINO_SESSION_EXTEND_MINUTES } from '@site/contracts/constants';

import { AUTH_STORAGE_KEY } from '../../apps/web/src/features/auth/session-store';
import { ko, koAuth, koSession } from '../../apps/web/src/i18n/ko';
import { koCasino } from '../../apps/web/src/i18n/ko-casino';
import { acceptAlert, expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { confirmLaunch, gameList, playableTile } from '../support/casino';
import { openMenuEntry } from '../support/menu';
import { signIn } from '../support/session';

/** The local session's expiry, as the site keeps it (SPEC.md §4). */
const storedExpiry = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').expiresAt as string, AUTH_STORAGE_KEY);

test('a guest sees the casino lobby and is asked to log in to play', async ({ page, problems: _ }) => {
  await page.goto('/casino');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.casino.title);
  await expect(page.getByRole('tablist', { name: koCasino.vendorTabs })).toBeVisible();
  await playableTile(page).click();
  await acceptAlert(page, koSession.loginRequired);
  await expect(page.getByRole('dialog', { name: koAuth.login })).toBeVisible();
});

test('the 라이브카지노 entry opens the lobby; a table asks first, then opens in a new window for two hours', async ({
  page,
  context,
  request,
  problems: _,
}) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/');
  await openMenuEntry(page, ko.nav.casino);
  await expect(page).toHaveURL(/\/casino$/);
  await playableTile(page).click();
  const dialog = page.getByRole('dialog', { name: koCasino.launch.casinoTitle });
  // The dialog's code loads with the first click; a busy machine can take a while.
  await expect(dialog).toContainText('새 창에서 열립니다', { timeout: 15_000 });
  // Persistent (SPEC.md §4): Esc leaves it open; 취소 closes it and opens nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ko.common.cancel }).click();
  await expect(dialog).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);

  await playableTile(page).click();
  const before = Date.now();
  const { answer } = await confirmLaunch(page, koCasino.launch.casinoTitle);
  expect(answer.launch_url).toBeTruthy();
  await expect(page).toHaveURL(/\/casino$/);
  const expiry = parseSeoulDateTime(await storedExpiry(page)) ?? 0;
  // Stored to the second: within a second of now + 120 minutes.
  expect(expiry).toBeGreaterThanOrEqual(before + CASINO_SESSION_EXTEND_MINUTES * 60_000 - 1_000);
});

test('the CX lobby of slots is a tab away and asks its own aggregator', async ({ page, problems: _ }) => {
  await page.goto('/slot');
  const cxAnswer = page.waitForResponse((response) => response.url().includes('aggregator=cx&product=slot'));
  await page.getByRole('navigation', { name: koCasino.aggregatorTabs }).getByRole('link', { name: 'CX' }).click();
  await expect(page).toHaveURL(/\/slot\/index_cx$/);
  expect((await cxAnswer).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.slotCx.title);
  await expect(gameList(page)).toBeVisible();
});
