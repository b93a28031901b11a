import type { APIRequestContext, Page } from '@playwright/test';

import type { CasinoLaunch, CasinoLaunchAnswer } from '@site/contracts/api/casino';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { ko } from '../../apps/web/src/i18n/ko';
import { koCasino } from '../../apps/web/src/i18n/ko-casino';
import { expect } from '../fixtures';

/** A lobby's game list, and its first tile that is not under maintenance. */
export const gameList = (page: Page) => page.getByRole('list', { name: koCasino.gameList });
export const playableTile = (page: Page) =>
  gameList(page)
    .getByRole('button', { name: / 실행$/ })
    .first();

/**
 * Confirms the open launch dialog and answers the game's window, once it has asked for the
 * launch_url the server gave (the site opens a blank window in the click and sends it there; the
 * provider may then move it on, as the simulated one does to its window's own address).
 */
export async function confirmLaunch(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(request.url()));
  const launched = page.waitForResponse((response) => response.url().endsWith('/api/playfun/auth'));
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: ko.common.ok }).click();
  const answer = (await (await launched).json()) as CasinoLaunchAnswer;
  const gameWindow = await opened;
  await expect.poll(() => requested).toContain(new URL(answer.launch_url, page.url()).href);
  await gameWindow.waitForLoadState();
  return { gameWindow, answer };
}

/** The launch the dialog makes, straight from the API: a one-time game window address. */
export async function launchAddress(request: APIRequestContext, token: string, launch: CasinoLaunch): Promise<string> {
  const response = await request.post('/api/playfun/auth', { data: launch, headers: { [AUTH_HEADER]: bearer(token) } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as CasinoLaunchAnswer).launch_url;
}

/** The balance a game window shows (whole won), as the wallet last answered it. */
export async function windowBalance(gameWindow: Page): Promise<number> {
  return Number((await gameWindow.locator('#balance').textContent())?.replaceAll(',', ''));
}

/** The slot window's stake per spin, in won ('1,000원' under the reels). */
export async function windowBet(gameWindow: Page): Promise<number> {
  return Number((await gameWindow.locator('.bet-value').textContent())?.replace(/[^\d]/g, ''));
}

/**
 * What the last round paid, in won: the free spins' total when it had any, else the reels' line
 * ('당첨 1,500원'), else nothing ('다음 기회에!').
 */
export async function roundWin(gameWindow: Page): Promise<number> {
  const feature = gameWindow.locator('.feature.show').filter({ hasText: /총 당첨 [\d,]+원/ });
  const text = (await feature.count())
    ? await feature.textContent()
    : await gameWindow.locator('.slot-win').textContent();
  const won = /당첨 ([\d,]+)원/.exec(text ?? '');
  return won ? Number(won[1]?.replaceAll(',', '')) : 0;
}

/** Spins a slot window once at its bet and waits until the round is paid and the button is back. */
export async function spinOnce(gameWindow: Page): Promise<void> {
  const spin = gameWindow.getByRole('button', { name: 'SPIN' });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  // Free spins play inside the same round; the button returns once all of it is paid. The round's end
  // reads on the reels' line (a win or 다음 기회에!), or, after free spins, on the feature banner: the
  // last free spin's line is only '프리스핀 10/10' when that spin won nothing.
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  const paid = gameWindow
    .locator('.slot-win')
    .filter({ hasText: /당첨 [\d,]+원|다음 기회에!/ })
    .or(gameWindow.locator('.feature.show').filter({ hasText: /프리스핀 종료 · 총 당첨 [\d,]+원/ }));
  await expect(paid.first()).toBeVisible();
}
