/**
 * Cash-out racing settlement, an operator's void and itself, replayed step by step on PostgreSQL: one
 * side is stopped inside its transaction (holding the bet's row) by a table lock a third session
 * holds, the other side is seen waiting for it (pg_blocking_pids), then the first is let go. Exactly
 * one ends the bet, and the member's ledger sums to their balance.
 */
import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { until, useSessions, waitersOf, type HeldSession, type Session } from '../../../test/held-sessions';
import { resultFixture, type TestFixture } from '../../../test/sports-data';
import { bettor, getBet, useBetsApp, type Bettor } from '../bets-test-kit';
import { settlePendingBets } from '../settlement';
import { cashOutLedger, homeSingle, moneyOf, quoteOk, takeRequest } from './cash-out-test-kit';

const kit = useBetsApp();
const { open: openSession, holdTable } = useSessions(() => kit.database.url);
const START = 1_000_000;
const STAKE = 10_000;
const OFFER = 8_770;

/** Runs `first` until it waits on `table` (holding the bet's row), then `second` until it waits on `first`; then lets go. */
async function race<A, B>(table: string, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const observer: Session = await openSession();
  const held: HeldSession = await holdTable(table);
  const firstDone = first();
  let firstPid = 0;
  await until(async () => {
    firstPid = (await waitersOf(observer, held.pid))[0] ?? 0;
    return firstPid !== 0;
  });
  const secondDone = second();
  await until(async () => (await waitersOf(observer, firstPid)).length > 0);
  await held.release();
  return [await firstDone, await secondDone];
}

const settle = (fixture: TestFixture) => async () => {
  await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
  return settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
};

const voidRequest = (betId: number) => () =>
  kit.asAdmin('POST', `/api/admin/bets/${betId}/void`, { reason: '캐시아웃 경합 시험' });

async function quoted(who: Bettor) {
  const { bet, fixture } = await homeSingle(kit, who, STAKE);
  const quote = await quoteOk(kit, who, bet.id);
  return { bet, fixture, take: () => takeRequest(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount }) };
}

describe('cash-out races', () => {
  it('cash-out first, settlement waits and then finds the bet ended: paid once, the offer', async () => {
    const who = await bettor(kit);
    const { bet, fixture, take } = await quoted(who);
    const [taken, settled] = await race('bet_cash_outs', take, settle(fixture));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(settled.settled).toBe(0);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_CASHED_OUT, payout: OFFER });
    expect(await moneyOf(kit, who)).toBe(START - STAKE + OFFER);
  });

  it('settlement first, the cash-out waits and then is refused: paid once, the winnings', async () => {
    const who = await bettor(kit);
    const { bet, fixture, take } = await quoted(who);
    const [settled, taken] = await race('wallet_ledger', settle(fixture), take);
    expect(settled.settled).toBe(1);
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe('이미 종료된 베팅입니다.');
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_WON, payout: 21_000 });
    expect(await cashOutLedger(kit, who)).toEqual([]);
    expect(await moneyOf(kit, who)).toBe(START - STAKE + 21_000);
  });

  it('cash-out first, the operator’s void waits and is refused', async () => {
    const who = await bettor(kit);
    const { bet, take } = await quoted(who);
    const [taken, voided] = await race('bet_cash_outs', take, voidRequest(bet.id));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(voided.statusCode).toBe(400);
    expect(voided.json<{ message: string }>().message).toBe('이미 캐시아웃된 베팅은 적특 처리할 수 없습니다.');
    expect(await moneyOf(kit, who)).toBe(START - STAKE + OFFER);
  });

  it('the void first, the cash-out waits and is refused: the stake back, nothing else', async () => {
    const who = await bettor(kit);
    const { bet, take } = await quoted(who);
    const [voided, taken] = await race('bet_operator_actions', voidRequest(bet.id), take);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(taken.statusCode).toBe(400);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_VOID, payout: STAKE });
    expect(await moneyOf(kit, who)).toBe(START);
  });

  it('the same quote taken twice at once: one pays, the other is refused', async () => {
    const who = await bettor(kit);
    const { bet, take } = await quoted(who);
    const [first, second] = await race('bet_cash_outs', take, take);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(400);
    expect(await cashOutLedger(kit, who)).toHaveLength(1);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_CASHED_OUT, cashedOut: OFFER });
    expect(await moneyOf(kit, who)).toBe(START - STAKE + OFFER);
  });
});
