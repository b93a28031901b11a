/**
 * Issue 34, cash-out (캐시아웃, docs/decisions/068): a member takes part of an in-play combination's value
 * from the cart's 내 베팅, then the rest from the bet history, and sees the balance and the bet change each
 * time; the console shows and saves the operator's switches.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { Bet } from '@site/contracts/api/bets';
import type { CashOutSettings } from '@site/contracts/api/cash-out';
import type { Fixture, FixturePage } from '@site/contracts/api/sports';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { LIVE_BOARD_SIZE } from '@site/contracts/constants';
import { formatWon } from '@site/contracts/rules/format';

import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { koCashOut, koCashOutAdmin } from '../../apps/web/src/i18n/ko-cash-out';
import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { acceptAlert, closeToasts, expect, test } from '../fixtures';
import { asAdmin } from '../support/api';
import { closeCart, openCart } from '../support/bet-cart';
import { myBets } from '../support/bets';
import { shot } from '../support/shots';
import { shownBalance, signInFundedMember, useSharedAdminSession } from '../support/session';

const STARTING_MONEY = 100_000;
const STAKE = 20_000;

/** One open price of each of two in-play fixtures: a combination of two matches being played. */
async function twoLivePicks(request: APIRequestContext): Promise<{ selectionId: number; price: number }[]> {
  const response = await request.get(`/api/sports/fixtures?book=inplay&page=1&size=${LIVE_BOARD_SIZE}`);
  const { items } = (await response.json()) as FixturePage;
  const picks = items.flatMap((fixture: Fixture) => {
    const market = fixture.markets.find((m) => m.status === 'open' && m.selections.some((s) => s.status === 'open'));
    const selection = market?.selections.find((s) => s.status === 'open');
    return selection ? [{ selectionId: selection.id, price: selection.price }] : [];
  });
  if (picks.length < 2) throw new Error('fewer than two in-play fixtures with an open price');
  return picks.slice(0, 2);
}

/** Places a two-match in-play combination through the API, trying again while its prices move or lock. */
async function placeLiveCombination(request: APIRequestContext, token: string): Promise<Bet> {
  let placed: Bet | undefined;
  await expect(async () => {
    const response = await request.post('/api/bets', {
      headers: { [AUTH_HEADER]: bearer(token) },
      data: {
        idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
        stake: STAKE,
        picks: await twoLivePicks(request),
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    placed = (await response.json()) as Bet;
  }).toPass({ timeout: 20_000 });
  if (!placed) throw new Error('no bet placed');
  return placed;
}

/**
 * Opens the offer of `scope`'s bet and takes it, 전체 or 일부, until the dialog closes on the taken
 * cash-out: an in-play offer pauses while a market is suspended or play is dangerous, and a quote that
 * moved before the tap is taken at its new figure (the dialog's 409), as a member would. Once a take was
 * sent and the dialog has closed, it is never opened again: one cash-out per call.
 */
async function cashOut(page: Page, scope: Locator, kind: 'full' | 'partial', shoot: () => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: /^캐시아웃 · No\./ });
  let sent = false;
  await closeToasts(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      if (sent) return;
      await scope.getByTestId('cash-out-offer').click({ timeout: 2_000 });
    }
    const moved = dialog.getByRole('alert').getByRole('button', { name: /캐시아웃$/ });
    if (await moved.isVisible()) {
      await moved.click({ timeout: 2_000 });
    } else {
      await dialog.getByRole('button', { name: koCashOut[kind] }).click({ timeout: 2_000 });
      if (kind === 'partial') {
        await expect(dialog.getByTestId('cash-out-stake-left')).toBeVisible({ timeout: 1_000 });
        await shoot();
      }
      await dialog.getByRole('button', { name: /^[\d,]+원 캐시아웃$/ }).click({ timeout: 2_000 });
    }
    sent = true;
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** The toast of a taken cash-out (found by its text: on a phone the cart's sheet hides the page from roles). */
const paidToast = (page: Page, betId: number, paid: number) => page.getByText(koCashOut.paid(betId, paid));

test('a member cashes out part of an in-play combination from 내 베팅, then the rest from the history, and sees the balance and the bet change', async ({
  page,
  request,
  problems,
}, testInfo) => {
  test.setTimeout(180_000);
  // A quote that moved or paused answers 409 or 400 with its reason, which the dialog shows.
  problems.allow(/\/api\/bets\/\d+\/cash-out$/);
  problems.allow(/sports\/stream/);
  const token = await signInFundedMember(page, request, STARTING_MONEY);
  const bet = await placeLiveCombination(request, token);
  expect(bet.gameType).toBe(2);
  expect(bet.picks).toHaveLength(2);

  // 내 베팅 in the in-play cart: the bet with its live offer.
  await page.goto('/inplay');
  await openCart(page);
  await page.getByRole('tab', { name: koCashOut.myBets }).click();
  const mine = page.getByRole('tabpanel', { name: koCashOut.myBets }).locator(`[data-bet-id="${bet.id}"]`);
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('cash-out-offer')).toHaveText(/^캐시아웃 [\d,]+원$/, { timeout: 30_000 });
  await shot(page, testInfo, 'cart-my-bets-offer');

  await cashOut(page, mine, 'partial', () => shot(page, testInfo, 'dialog-partial'));
  const [partly] = await myBets(request, token);
  expect(partly?.id).toBe(bet.id);
  if (!partly) throw new Error('the bet is gone');
  // Part of the stake came out and was paid; the rest rides on, and the balance has the payment.
  expect(partly.status).toBe(0);
  expect(partly.cashedOut).toBeGreaterThan(0);
  expect(partly.stakeCashedOut).toBeGreaterThanOrEqual(1_000);
  expect(STAKE - partly.stakeCashedOut).toBeGreaterThanOrEqual(1_000);
  await expect(paidToast(page, bet.id, partly.cashedOut)).toBeVisible();
  await expect(mine).toContainText(`${koCashOut.stakeLeft}${formatWon(STAKE - partly.stakeCashedOut)}`);
  await expect(mine).toContainText(`${koCashOut.cashedOut}${formatWon(partly.cashedOut)}`);
  await closeCart(page);
  await expect(shownBalance(page, STARTING_MONEY - STAKE + partly.cashedOut)).toBeVisible();

  // The history shows the same: the stake left riding and what was taken so far.
  await page.goto('/bet_result');
  const running = page.getByRole('article', {
    name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.pending}`,
  });
  await expect(running.getByTestId('cash-out-line')).toContainText(
    `${koCashOut.cashedOut}${formatWon(partly.cashedOut)}${koCashOut.stakeLeft}${formatWon(STAKE - partly.stakeCashedOut)}`,
  );
  await expect(running.getByTestId('cash-out-offer')).toBeVisible({ timeout: 30_000 });
  await shot(page, testInfo, 'history-offer');

  // The rest, in full: the bet ends as 캐시아웃 with everything the cash-outs paid.
  await cashOut(page, running, 'full', async () => {});
  const [ended] = await myBets(request, token);
  if (!ended) throw new Error('the bet is gone');
  await expect(paidToast(page, bet.id, ended.cashedOut - partly.cashedOut)).toBeVisible();
  expect(ended.status).toBe(4);
  expect(ended.payout).toBe(ended.cashedOut);
  expect(ended.cashedOut).toBeGreaterThan(partly.cashedOut);
  await expect(shownBalance(page, STARTING_MONEY - STAKE + ended.cashedOut)).toBeVisible();
  const cashedOut = page.getByRole('article', {
    name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.cashedOut}`,
  });
  await expect(cashedOut).toContainText(`${koCashOut.cashedOut}${formatWon(ended.cashedOut)}`);
  await expect(cashedOut.getByTestId('cash-out-offer')).toHaveCount(0);
  await closeToasts(page);
  await shot(page, testInfo, 'history-cashed-out');
});

test('the console shows the cash-out switches in 스포츠 운영', async ({ page, request, problems: _ }, testInfo) => {
  const settings = (await asAdmin(request, 'GET', 'cash-out/settings')) as CashOutSettings;
  await useSharedAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: koAdmin.tabs.sportsbook }).click();
  const live = page.getByRole('switch', { name: koCashOutAdmin.live });
  await expect(live).toBeVisible();
  expect(await live.isChecked()).toBe(settings.liveEnabled);
  await expect(page.getByRole('textbox', { name: koCashOutAdmin.quoteSeconds })).toHaveValue(
    String(settings.quoteSeconds),
  );
  await live.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'console-cash-out');
});

test(
  'a change to the cash-out switches is saved and still there after a reload',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }) => {
    const before = (await asAdmin(request, 'GET', 'cash-out/settings')) as CashOutSettings;
    await useSharedAdminSession(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: koAdmin.tabs.sportsbook }).click();
    // Tournaments' count of cashed-out bets: a switch no other test's bets depend on.
    const tournaments = page.getByRole('switch', { name: koCashOutAdmin.countsForTournaments });
    try {
      await tournaments.click();
      await page.getByRole('button', { name: koCashOutAdmin.save }).click();
      await acceptAlert(page, koCashOutAdmin.saved);
      const after = (await asAdmin(request, 'GET', 'cash-out/settings')) as CashOutSettings;
      expect(after).toEqual({ ...before, countsForTournaments: !before.countsForTournaments });

      await page.reload();
      await page.getByRole('tab', { name: koAdmin.tabs.sportsbook }).click();
      expect(await tournaments.isChecked()).toBe(!before.countsForTournaments);
      await expect(page.getByRole('button', { name: koCashOutAdmin.save })).toBeDisabled();
    } finally {
      await asAdmin(request, 'PUT', 'cash-out/settings', { countsForTournaments: before.countsForTournaments });
    }
  },
);
