/**
 * A price that moved between the member's look and the bet (issue 29): taken at the current price when
 * the member's 배당 변경 choice takes it and the move is within the operator's bound, refused otherwise.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bet, OddsChangedBody } from '@site/contracts/api/bets';
import type { OddsChangePolicy } from '@site/contracts/rules/bet-slip';
import { betPicks, bets } from '../../db/schema/bets';
import { walletLedger } from '../../db/schema/wallet';
import { insertFixture, resultFixture, setPrice, setSelectionStatus, type TestFixture } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeOk,
  placeRequest,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();

/** A fixture in play whose home win the member saw at 2.10 (the test fixture's price). */
const liveFixture = (): Promise<TestFixture> =>
  insertFixture(kit.db, { startAt: minutesFromNow(kit, -30), status: 'live' });

async function memberChoosing(policy: OddsChangePolicy, emoney = 100_000): Promise<Bettor> {
  const who = await bettor(kit, emoney);
  const saved = await kit.app.inject({
    method: 'PUT',
    url: '/api/bets/preferences',
    headers: who.headers,
    payload: { oddsChange: policy },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return who;
}

/** The home win of a live fixture, seen at 2.10, now at `now`; answers the slip the member sends. */
async function movedHomeWin(now: number, stake = 10_000) {
  const fixture = await liveFixture();
  const home = fixture.pick('1X2', '1');
  await setPrice(kit.db, home.id, now);
  return { fixture, home, payload: slip([home], { stake }) };
}

async function expectRefusedAt(who: Bettor, payload: object, price: number): Promise<void> {
  const response = await placeRequest(kit, who, payload);
  expect(response.statusCode, response.body).toBe(409);
  const body = response.json<OddsChangedBody>();
  expect(body.message).toBe('배당이 변경되었습니다. 변경된 배당을 확인해주세요.');
  expect(body.changes).toEqual([expect.objectContaining({ price, open: true })]);
  expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  expect(await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id))).toEqual([]);
}

describe('a moved price under the member’s 배당 변경 choice', () => {
  it('모든 배당 변경 수락 takes a moved live price at the current price: stored, debited and paid at it', async () => {
    const who = await memberChoosing('any');
    const { fixture, home, payload } = await movedHomeWin(2.2);

    const bet = await placeOk(kit, who, payload);
    expect(bet).toMatchObject({ gameType: 2, stake: 10_000, totalOdds: 2.2, potentialPayout: 22_000 });
    expect(bet.picks).toEqual([expect.objectContaining({ selectionId: home.id, price: 2.2 })]);
    const [row] = await kit.db.select().from(bets).where(eq(bets.id, bet.id));
    expect(row).toMatchObject({ totalOddsX100: 220, potentialPayout: 22_000 });
    const [pick] = await kit.db.select().from(betPicks).where(eq(betPicks.betId, bet.id));
    expect(pick?.priceX100).toBe(220);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(90_000);

    // Won, it pays at the price taken, not at the one the member saw: 10,000 × 2.20.
    await resultFixture(kit.db, fixture, { won: [home] });
    await settlePendingBets(kit.db, kit.clock, kit.bus);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 2, payout: 22_000 });
    const [payout] = await kit.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, who.member.id), eq(walletLedger.reference, `bet:${bet.id}`)))
      .orderBy(walletLedger.id)
      .offset(1);
    expect(payout?.amount).toBe(22_000);
    expect(await balanceOf(kit.db, who.member.id)).toBe(112_000);
  });

  it('a member who never chose is under 모든 배당 변경 수락, and a fall is taken as well as a rise', async () => {
    const who = await bettor(kit, 100_000);
    const { payload } = await movedHomeWin(2.0);
    expect((await placeOk(kit, who, payload)).totalOdds).toBe(2);
  });

  it('상승 배당만 수락 takes a price that rose and refuses one that fell', async () => {
    const who = await memberChoosing('higher');
    const rose = await movedHomeWin(2.2);
    expect((await placeOk(kit, who, rose.payload)).picks[0]?.price).toBe(2.2);

    const other = await memberChoosing('higher');
    const fell = await movedHomeWin(2.0);
    await expectRefusedAt(other, fell.payload, 2.0);
  });

  it('항상 확인 refuses every move, up or down', async () => {
    const who = await memberChoosing('ask');
    await expectRefusedAt(who, (await movedHomeWin(2.2)).payload, 2.2);
    await expectRefusedAt(who, (await movedHomeWin(2.0)).payload, 2.0);
  });

  it('a move beyond the operator’s bound is refused whatever the member chose, and taken once the bound allows it', async () => {
    const who = await memberChoosing('any');
    // 2.10 → 2.40 is 14%, beyond the default 10%.
    const { payload } = await movedHomeWin(2.4);
    await expectRefusedAt(who, payload, 2.4);

    const set = await kit.asAdmin('PUT', '/api/admin/sports/settings', { oddsMoveLimitPercent: 15 });
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect((await placeOk(kit, who, payload)).totalOdds).toBe(2.4);
    } finally {
      await kit.asAdmin('PUT', '/api/admin/sports/settings', { oddsMoveLimitPercent: 10 });
    }
    // 0 takes nothing by itself: the member is asked about every move.
    await kit.asAdmin('PUT', '/api/admin/sports/settings', { oddsMoveLimitPercent: 0 });
    try {
      const other = await memberChoosing('any');
      await expectRefusedAt(other, (await movedHomeWin(2.11)).payload, 2.11);
    } finally {
      await kit.asAdmin('PUT', '/api/admin/sports/settings', { oddsMoveLimitPercent: 10 });
    }
  });

  it('a slip with one pick closed is refused whole, naming the moved pick too', async () => {
    const who = await memberChoosing('any');
    const moved = await movedHomeWin(2.2);
    const closed = await liveFixture();
    const away = closed.pick('1X2', '2');
    await setSelectionStatus(kit.db, away.id, 'suspended');
    const response = await placeRequest(kit, who, slip([moved.home, away]));
    expect(response.statusCode).toBe(409);
    expect(response.json<OddsChangedBody>().changes).toEqual([
      { selectionId: moved.home.id, price: 2.2, open: true },
      { selectionId: away.id, price: null, open: false },
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });

  it('a retried key answers the bet taken at the moved price, once, even after the price moved again', async () => {
    const who = await memberChoosing('any');
    const { home, payload } = await movedHomeWin(2.2);
    const first = await placeRequest(kit, who, payload);
    expect(first.statusCode, first.body).toBe(201);
    await setPrice(kit.db, home.id, 2.3);
    const retry = await placeRequest(kit, who, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Bet>()).toEqual(first.json<Bet>());
    expect(retry.json<Bet>().picks[0]?.price).toBe(2.2);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id))).toHaveLength(1);
  });

  it('단폴 takes each moved price within the bound the same way', async () => {
    const who = await memberChoosing('any');
    const { home, payload } = await movedHomeWin(2.2);
    const response = await kit.app.inject({ method: 'POST', url: '/api/bets/singles', headers: who.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ bets: Bet[] }>().bets).toEqual([
      expect.objectContaining({
        totalOdds: 2.2,
        potentialPayout: 22_000,
        picks: [expect.objectContaining({ selectionId: home.id, price: 2.2 })],
      }),
    ]);
  });
});
