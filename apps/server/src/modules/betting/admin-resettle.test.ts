import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBet, ResettleAnswer } from '@site/contracts/api/admin-bets';
import { selections } from '../../db/schema/sports';
import { walletLedger } from '../../db/schema/wallet';
import { insertFixture, resultFixture, type TestFixture, type TestSelection } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeOk,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';
import { changeBalance } from '../ledger/service';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();

const fixtureIn = (minutes: number): Promise<TestFixture> =>
  insertFixture(kit.db, { startAt: minutesFromNow(kit, minutes) });

const REASON = '경기 결과 정정 (공식 기록 변경)';

function resettleRequest(fixtureId: number, corrections: { selectionId: number; result: number }[], reason = REASON) {
  return kit.asAdmin('POST', `/api/admin/fixtures/${fixtureId}/resettle`, { reason, corrections });
}

async function resettleOk(
  fixtureId: number,
  corrections: { selectionId: number; result: number }[],
): Promise<ResettleAnswer> {
  const response = await resettleRequest(fixtureId, corrections);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResettleAnswer>();
}

/** The corrections that make `winner` the only winning selection of its market. */
const winnerOf = (fixture: TestFixture, winner: TestSelection) =>
  fixture.selections
    .filter((selection) => selection.marketId === winner.marketId)
    .map((selection) => ({ selectionId: selection.id, result: selection.id === winner.id ? 2 : 1 }));

async function resultsOf(fixture: TestFixture): Promise<(number | null)[]> {
  const rows = await kit.db
    .select({ result: selections.result })
    .from(selections)
    .where(
      inArray(
        selections.id,
        fixture.selections.map((selection) => selection.id),
      ),
    )
    .orderBy(selections.id);
  return rows.map((row) => row.result);
}

/** What the ledger booked for resettlements on the member's balance. */
async function resettleLedger(who: Bettor) {
  const rows = await kit.db.select().from(walletLedger).where(eq(walletLedger.memberId, who.member.id));
  return rows.filter((row) => row.reason === 'bet_resettle').map((row) => row.amount);
}

/** A one-pick bet on 1X2 '1' (2.10) of a fixture that ended with `winner` winning, settled. */
async function settledOn(who: Bettor, winner: '1' | 'X' | '2', stake = 10_000) {
  const fixture = await fixtureIn(120);
  const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake }));
  await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', winner)] });
  await settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
  return { fixture, bet };
}

describe('POST /api/admin/fixtures/:id/resettle', () => {
  it('turns a lost bet into a won one after a correction, crediting the difference once; the same call again changes nothing', async () => {
    const who = await bettor(kit, 100_000);
    const { fixture, bet } = await settledOn(who, '2');
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 1, payout: 0 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);

    const corrections = winnerOf(fixture, fixture.pick('1X2', '1'));
    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });
    const answer = await resettleOk(fixture.id, corrections);
    unsubscribe();
    expect(balances).toEqual([111_000]);
    expect(answer).toMatchObject({ fixtureId: fixture.id, checked: 1 });
    expect(answer.changed).toHaveLength(1);
    const changed = answer.changed[0] as AdminBet;
    expect(changed).toMatchObject({ id: bet.id, status: 2, payout: 21_000, member: { id: who.member.id } });
    expect(changed.picks[0]?.result).toBe(2);
    expect(changed.actions).toEqual([
      {
        kind: 'resettle',
        reason: REASON,
        operatorUserId: 'admin',
        createdAt: kit.clock.now().toISOString(),
        statusBefore: 1,
        statusAfter: 2,
        payoutBefore: 0,
        payoutAfter: 21_000,
        amount: 21_000,
      },
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(111_000);
    expect(await resettleLedger(who)).toEqual([21_000]);

    const again = await resettleOk(fixture.id, corrections);
    expect(again).toEqual({ fixtureId: fixture.id, checked: 1, changed: [] });
    expect(await resettleLedger(who)).toEqual([21_000]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(111_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(111_000);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 2, payout: 21_000 });
  });

  it('claws a win back when the correction loses it, and refuses the whole call when the balance cannot cover it', async () => {
    const rich = await bettor(kit, 100_000);
    const poor = await bettor(kit, 10_000);
    const fixture = await fixtureIn(120);
    const richBet = await placeOk(kit, rich, slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
    const poorBet = await placeOk(kit, poor, slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
    expect(await balanceOf(kit.db, poor.member.id)).toBe(21_000);
    // The poor member spends the winnings before the operator finds the mistake.
    const other = await fixtureIn(120);
    await placeOk(kit, poor, slip([other.pick('1X2', '1')], { stake: 20_000 }));
    const resultsBefore = await resultsOf(fixture);

    const corrections = winnerOf(fixture, fixture.pick('1X2', '2'));
    const refused = await resettleRequest(fixture.id, corrections);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(poor.member.userId);
    expect(await resultsOf(fixture)).toEqual(resultsBefore);
    expect(await balanceOf(kit.db, rich.member.id)).toBe(111_000);
    expect(await balanceOf(kit.db, poor.member.id)).toBe(1_000);
    expect(await getBet(kit, rich, richBet.id)).toMatchObject({ status: 2, payout: 21_000 });
    expect(await resettleLedger(rich)).toEqual([]);

    // Once the poor member can cover it, the same call goes through for both.
    await kit.db.transaction((tx) =>
      changeBalance(tx, {
        memberId: poor.member.id,
        currency: 'money',
        amount: 50_000,
        reason: 'operator',
        reference: 'test:top-up',
      }),
    );
    const answer = await resettleOk(fixture.id, corrections);
    expect(answer.changed.map((bet) => [bet.id, bet.status, bet.payout, bet.actions[0]?.amount])).toEqual([
      [richBet.id, 1, 0, -21_000],
      [poorBet.id, 1, 0, -21_000],
    ]);
    expect(await balanceOf(kit.db, rich.member.id)).toBe(90_000);
    expect(await balanceOf(kit.db, poor.member.id)).toBe(30_000);
    expect(await ledgerSum(kit.db, poor.member.id)).toBe(30_000);
  });

  it("refuses corrections of another fixture's selection and an unknown fixture, changing nothing", async () => {
    const who = await bettor(kit, 100_000);
    const { fixture, bet } = await settledOn(who, '2');
    const elsewhere = await fixtureIn(120);
    const before = await resultsOf(fixture);
    const response = await resettleRequest(fixture.id, [
      { selectionId: fixture.pick('1X2', '1').id, result: 2 },
      { selectionId: elsewhere.pick('1X2', '1').id, result: 2 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `이 경기의 선택이 아닙니다: ${elsewhere.pick('1X2', '1').id}` });
    expect(await resultsOf(fixture)).toEqual(before);
    expect(await resultsOf(elsewhere)).toEqual(elsewhere.selections.map(() => null));
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 1, payout: 0 });

    const unknown = await resettleRequest(9_999_999_999, []);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '경기를 찾을 수 없습니다.' });
    expect((await resettleRequest(fixture.id, [], '')).statusCode).toBe(400);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });

  it('corrects the pick of a bet still in progress, which then settles on the corrected result', async () => {
    const who = await bettor(kit, 100_000);
    const first = await fixtureIn(120);
    const second = await fixtureIn(180);
    const bet = await placeOk(kit, who, slip([first.pick('1X2', '1'), second.pick('1X2', '1')], { stake: 10_000 }));
    await resultFixture(kit.db, first, { won: [first.pick('1X2', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [first.id]);
    expect((await getBet(kit, who, bet.id)).picks.map((pick) => pick.result)).toEqual([2, 0]);

    const answer = await resettleOk(first.id, winnerOf(first, first.pick('1X2', '2')));
    // The bet had not ended: settlement ends it (lost), not the resettlement.
    expect(answer).toEqual({ fixtureId: first.id, checked: 0, changed: [] });
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 1, payout: 0 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });

  it('leaves a bet an operator voided as it is', async () => {
    const who = await bettor(kit, 100_000);
    const { fixture, bet } = await settledOn(who, '2');
    const voided = await kit.asAdmin('POST', `/api/admin/bets/${bet.id}/void`, { reason: '오심 확인' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);

    const answer = await resettleOk(fixture.id, winnerOf(fixture, fixture.pick('1X2', '1')));
    expect(answer).toEqual({ fixtureId: fixture.id, checked: 0, changed: [] });
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 3, payout: 10_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });
});
