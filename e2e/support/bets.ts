/** The member's bets as the API answers them and as /bet_result shows them once settled. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { FixturePage } from '@site/contracts/api/sports';
import { SETTLEMENT_LOST, SETTLEMENT_PENDING, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatWon } from '@site/contracts/rules/format';

import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { expect } from '../fixtures';
import { shownBalance } from './session';

/** The member's bets, newest first; `query` narrows them (gameType=4 …). */
export async function myBets(request: APIRequestContext, token: string, query = ''): Promise<Bet[]> {
  const response = await request.get(`/api/bets${query ? `?${query}` : ''}`, {
    headers: { [AUTH_HEADER]: bearer(token) },
  });
  return ((await response.json()) as BetPage).items;
}

/**
 * What a settled one-pick bet of `stake` without bonus pays, checked against what the server paid: a
 * win pays the stake times the price taken, floored to the won; a loss nothing; a void the stake back.
 */
export function expectOnePickPayout(bet: Bet, stake: number): number {
  expect(bet.status).not.toBe(SETTLEMENT_PENDING);
  const payout = {
    // In whole hundredths of the price, as the server reckons (1,000 × 3.03 in floating point is 3,029.99…).
    [SETTLEMENT_WON]: Math.floor((stake * Math.round((bet.picks[0]?.price ?? 0) * 100)) / 100),
    [SETTLEMENT_LOST]: 0,
    [SETTLEMENT_VOID]: stake,
  }[bet.status as 1 | 2 | 3];
  expect(bet.payout).toBe(payout);
  return payout;
}

const statusText: Record<number, string> = {
  [SETTLEMENT_LOST]: koBetHistory.betStatus.lost,
  [SETTLEMENT_WON]: koBetHistory.betStatus.won,
  [SETTLEMENT_VOID]: koBetHistory.betStatus.void,
};

/**
 * Opens /bet_result at `path` and finds the settled bet's card, named by its number and how it
 * ended, with the match's home side and the payout on it and the balance moved to `balance`.
 */
export async function expectSettledCard(
  page: Page,
  path: string,
  bet: Bet,
  { home, payout, balance }: { home: string; payout: number; balance: number },
): Promise<Locator> {
  await page.goto(path);
  const card = page.getByRole('article', { name: `${koBetHistory.betNumber(bet.id)} ${statusText[bet.status]}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(home);
  // A voided bet's money is the stake given back (환급), not a payout.
  const label = bet.status === SETTLEMENT_VOID ? koBetHistory.refund : koBetHistory.payout;
  await expect(card).toContainText(`${label}${formatWon(payout)}`);
  await expect(shownBalance(page, balance)).toBeVisible();
  return card;
}

/**
 * Places a one-pick pre-match bet through the API on the cross book's last fixture: the latest
 * start leaves the most time before the cancel cut-off, even while other tests advance the feed.
 * `soonest` takes the first fixture starting in more than two minutes instead, one that fast-forwarding
 * the feed (site-wide tests) finishes.
 */
export async function placePrematchBet(
  request: APIRequestContext,
  token: string,
  stake: number,
  { soonest = false }: { soonest?: boolean } = {},
): Promise<Bet> {
  const list = async (page: number) =>
    (await (await request.get(`/api/sports/fixtures?book=cross&size=50&page=${page}`)).json()) as FixturePage;
  const first = await list(1);
  const last = first.pageCount > 1 && !soonest ? await list(first.pageCount) : first;
  const candidates = soonest
    ? first.items.filter((f) => Date.parse(f.startAt) - Date.now() > 2 * 60_000)
    : [...last.items].reverse();
  const fixture = candidates.find((f) => f.status === 'scheduled' && f.markets.some((m) => m.status === 'open'));
  if (!fixture) throw new Error('no open fixture on the cross book');
  const market = fixture.markets.find((m) => m.status === 'open' && m.selections.some((s) => s.status === 'open'));
  const selection = market?.selections.find((s) => s.status === 'open');
  if (!selection) throw new Error(`no open selection on fixture ${fixture.id}`);
  const response = await request.post('/api/bets', {
    headers: { [AUTH_HEADER]: bearer(token) },
    data: {
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      stake,
      picks: [{ selectionId: selection.id, price: selection.price }],
    },
  });
  if (!response.ok()) throw new Error(`place bet: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Bet;
}
