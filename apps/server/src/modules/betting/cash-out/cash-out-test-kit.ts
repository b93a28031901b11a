/** Test support for cash-out: quotes, takes and the member's money, through the API. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Bet } from '@site/contracts/api/bets';
import type { CashOutMovedBody, CashOutOffers, CashOutQuote, CashOutResult } from '@site/contracts/api/cash-out';
import { walletLedger } from '../../../db/schema/wallet';
import { insertFixture, type TestFixture } from '../../../test/sports-data';
import { balanceOf, ledgerSum, minutesFromNow, placeOk, slip, type BetsTestApp, type Bettor } from '../bets-test-kit';

export const quoteRequest = (kit: BetsTestApp, who: Bettor, betId: number): Promise<LightMyRequestResponse> =>
  kit.app.inject({ method: 'GET', url: `/api/bets/${betId}/cash-out`, headers: who.headers });

export async function quoteOk(kit: BetsTestApp, who: Bettor, betId: number): Promise<CashOutQuote> {
  const response = await quoteRequest(kit, who, betId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashOutQuote>();
}

export const takeRequest = (
  kit: BetsTestApp,
  who: Bettor,
  betId: number,
  payload: { quoteId: string; amount: number },
): Promise<LightMyRequestResponse> =>
  kit.app.inject({ method: 'POST', url: `/api/bets/${betId}/cash-out`, headers: who.headers, payload });

export async function takeOk(
  kit: BetsTestApp,
  who: Bettor,
  betId: number,
  payload: { quoteId: string; amount: number },
): Promise<CashOutResult> {
  const response = await takeRequest(kit, who, betId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashOutResult>();
}

/** A take refused with 409: the message and the fresh quote it answers. */
export async function takeMoved(
  kit: BetsTestApp,
  who: Bettor,
  betId: number,
  payload: { quoteId: string; amount: number },
): Promise<CashOutMovedBody> {
  const response = await takeRequest(kit, who, betId, payload);
  expect(response.statusCode, response.body).toBe(409);
  return response.json<CashOutMovedBody>();
}

export async function offersOf(kit: BetsTestApp, who: Bettor, betIds: number[]): Promise<CashOutOffers['offers']> {
  const response = await kit.app.inject({
    method: 'GET',
    url: `/api/bets/cash-out-offers?ids=${betIds.join(',')}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashOutOffers>().offers;
}

export const autoRequest = (kit: BetsTestApp, who: Bettor, betId: number, at: number | null) =>
  kit.app.inject({ method: 'PUT', url: `/api/bets/${betId}/auto-cash-out`, headers: who.headers, payload: { at } });

/** A pre-match fixture two hours away with the default markets (1X2 at 2.10 / 3.20 / 3.40). */
export const fixtureAhead = (kit: BetsTestApp): Promise<TestFixture> =>
  insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });

/** A single on the home win at 2.10. */
export async function homeSingle(
  kit: BetsTestApp,
  who: Bettor,
  stake = 10_000,
): Promise<{ bet: Bet; fixture: TestFixture }> {
  const fixture = await fixtureAhead(kit);
  const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake, key: randomUUID() }));
  return { bet, fixture };
}

/** The member's balance, checked against their ledger. */
export async function moneyOf(kit: BetsTestApp, who: Bettor): Promise<number> {
  const balance = await balanceOf(kit.db, who.member.id);
  expect(await ledgerSum(kit.db, who.member.id)).toBe(balance);
  return balance;
}

/** The member's cash-out movements on the ledger. */
export async function cashOutLedger(kit: BetsTestApp, who: Bettor) {
  const rows = await kit.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.memberId, who.member.id))
    .orderBy(walletLedger.id);
  return rows
    .filter((row) => row.reason === 'bet_cash_out')
    .map((row) => ({ amount: row.amount, reference: row.reference }));
}

export async function setOddsChange(kit: BetsTestApp, who: Bettor, oddsChange: 'any' | 'higher' | 'ask') {
  const response = await kit.app.inject({
    method: 'PUT',
    url: '/api/bets/preferences',
    headers: who.headers,
    payload: { oddsChange },
  });
  expect(response.statusCode, response.body).toBe(200);
}
