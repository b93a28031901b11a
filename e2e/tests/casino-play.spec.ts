/**
 * Issue 14's member path, end to end on the simulated providers: the menu's entry to the lobby, a tile,
 * the confirmation, the game window on the seamless wallet, and the site's own window following.
 */
import type { Page } from '@playwright/test';

import { formatNumber } from '@site/contracts/rules/format';
import { ko } from '../../apps/web/src/i18n/ko';
import { koCasino } from '../../apps/web/src/i18n/ko-casino';
import { expect, test } from '../fixtures';
import { confirmLaunch, gameList, playableTile, roundWin, spinOnce, windowBalance, windowBet } from '../support/casino';
import { openMenuEntry } from '../support/menu';
import { shownBalance, signInFundedMember } from '../support/session';

/** The round id the game window shows ('라운드 …'): the provider's, which /bet_result shows too. */
async function shownRound(gameWindow: Page, pattern: RegExp): Promise<string> {
  const round = gameWindow.locator('.round').filter({ hasText: pattern });
  await expect(round).toBeVisible();
  return ((await round.textContent()) ?? '').replace('라운드 ', '');
}

/**
 * The member's casino rounds in /bet_result: the round's card reads the game's name and the round's
 * time; the provider's round id is only in the time's tooltip (for support), never the row's text.
 */
async function expectRoundInHistory(page: Page, roundId: string): Promise<void> {
  await page.goto('/bet_result?type=5');
  const card = page.getByRole('article').filter({ has: page.getByTitle(`라운드 ID ${roundId}`) });
  await expect(card).toBeVisible();
  const round = card.getByTestId('bet-pick');
  await expect(round).not.toContainText('진행 중');
  await expect(round).not.toContainText(roundId);
  await expect(round.locator('time')).toHaveText(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
}

test(
  'a member opens 라이브카지노, plays a baccarat round in the game window, and the site follows',
  { tag: '@phone-only' },
  async ({ page, request, problems: _ }) => {
    // A table round: up to 15 s of betting before ours, 5 s of dealing, then the result.
    test.setTimeout(120_000);
    await signInFundedMember(page, request, 100_000);
    await page.goto('/');
    await expect(shownBalance(page, 100_000)).toBeVisible();
    await openMenuEntry(page, ko.nav.casino);
    await gameList(page)
      .getByRole('button', { name: koCasino.play('바카라 A'), exact: true })
      .click();
    const { gameWindow } = await confirmLaunch(page, koCasino.launch.casinoTitle);

    await expect(gameWindow.locator('body[data-phase=betting]')).toBeAttached({ timeout: 40_000 });
    await gameWindow.getByRole('button', { name: '10,000원 칩' }).click();
    await gameWindow.locator('[data-spot=banker]').click();
    await expect(gameWindow.locator('#balance')).toHaveText('90,000');
    // The stake left the site's balance too, while the member is still in the game window.
    await expect(shownBalance(page, 90_000)).toBeVisible();
    const roundId = await shownRound(gameWindow, /^라운드 evolution-baccarat-a\.\d+\.\d+$/);

    const banner = gameWindow.locator('.banner');
    await expect(banner).toHaveText(/^(뱅커 승|플레이어 승|타이) \(\d:\d\).* — (당첨 [\d,]+원|낙첨)$/, {
      timeout: 40_000,
    });
    // Banker loses, pushes on a tie, or pays 0.95 to 1. The banner tells the round's return as soon as it
    // is settled; the window's balance follows with the wallet's next answer, so it is awaited, not read.
    const returned = Number(/당첨 ([\d,]+)원/.exec((await banner.textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? 0);
    const after = 90_000 + returned;
    expect([90_000, 100_000, 109_500]).toContain(after);
    await expect(gameWindow.locator('#balance')).toHaveText(formatNumber(after));
    await expect(shownBalance(page, after)).toBeVisible();
    await expectRoundInHistory(page, roundId);
  },
);

test(
  'a member opens a slot from its lobby tile, spins, and the site follows; the used address opens nothing',
  { tag: '@phone-only' },
  async ({ page, request, problems }) => {
    test.setTimeout(90_000);
    await signInFundedMember(page, request, 50_000);
    await page.goto('/slot');
    await playableTile(page).click();
    const { gameWindow, answer } = await confirmLaunch(page, koCasino.launch.slotTitle);

    const bet = await windowBet(gameWindow);
    await spinOnce(gameWindow);
    const after = await windowBalance(gameWindow);
    // The stake out and the round's win in, to the won (a win can equal the stake: then it stands still).
    expect(after).toBe(50_000 - bet + (await roundWin(gameWindow)));
    await expect(shownBalance(page, after)).toBeVisible();
    const roundId = await shownRound(gameWindow, /^라운드 [a-z0-9-]+\.d[0-9a-f]+$/);
    await expectRoundInHistory(page, roundId);

    // The launch token was spent when the window opened: the same address opens nothing again.
    problems.allow(/(HTTP 403: |status of 403 \(Forbidden\) @ ).*\/sim-casino\/playfun\/play/);
    const reopened = await gameWindow.goto(answer.launch_url);
    expect(reopened?.status()).toBe(403);
    await expect(gameWindow.getByRole('heading', { name: '게임을 열 수 없습니다.' })).toBeVisible();
  },
);
