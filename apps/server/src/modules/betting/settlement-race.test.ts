/**
 * The race between a bet slip and the feed's result, replayed step by step on PostgreSQL: each side
 * runs on a connection of its own and is stopped at a chosen point by a table lock a third session
 * holds; pg_blocking_pids tells when a side is waiting, so no step depends on timing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bets } from '../../db/schema/bets';
import { writeTick, type TickWrites } from '../../sim/sports/feed-store';
import { until, useSessions, waitersOf, type Session } from '../../test/held-sessions';
import { insertFixture, type TestFixture, type TestSelection } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeRequest,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();
const { open: openSession, holdTable } = useSessions(() => kit.database.url);

/** What the feed writes when a match ends (finished, with the winners) or is called off (cancelled). */
function endOf(fixture: TestFixture, status: 'finished' | 'cancelled', winners: TestSelection[]): TickWrites {
  const won = new Set(winners.map((selection) => selection.id));
  return {
    newFixtures: [],
    commitments: [],
    newMarkets: [],
    newSelections: [],
    fixtureUpdates: [
      {
        id: fixture.id,
        status,
        live_clock: status === 'finished' ? '종료' : null,
        home_score: status === 'finished' ? 2 : null,
        away_score: status === 'finished' ? 0 : null,
        period_scores: null,
        finished_at: kit.clock.now().toISOString(),
        secret: null,
      },
    ],
    marketUpdates: [...new Set(fixture.selections.map((selection) => selection.marketId))].map((id) => ({
      id,
      status: 'closed',
    })),
    selectionUpdates: fixture.selections.map((selection) => ({
      id: selection.id,
      price_x100: Math.round(selection.price * 100),
      status: 'closed',
      result: status === 'cancelled' ? -1 : won.has(selection.id) ? 2 : 1,
    })),
  };
}

/**
 * The feed's end of a match on its own connection, then what its `fixturesResulted` event sets off:
 * a settlement run for that fixture. Resolves once both are done.
 */
async function feedEnds(feed: Session, writes: TickWrites): Promise<void> {
  await writeTick(feed.db, writes, kit.clock.now());
  await settlePendingBets(
    kit.db,
    kit.clock,
    kit.bus,
    writes.fixtureUpdates.map((row) => row.id),
  );
}

async function memberBets(who: Bettor) {
  return kit.db.select().from(bets).where(eq(bets.memberId, who.member.id));
}

describe('a result written while a bet is being placed', () => {
  const STAKE = 10_000;
  const cases = [
    {
      kind: 'live bet, match finished',
      fixtureStatus: 'live',
      startIn: -30,
      end: 'finished',
      status: 2,
      payout: 21_000,
    },
    {
      kind: 'pre-match bet, match called off',
      fixtureStatus: 'scheduled',
      startIn: 120,
      end: 'cancelled',
      status: 3,
      payout: STAKE,
    },
  ] as const;

  it.each(cases)(
    '$kind after the slip read it: the result waits for the bet, whose settlement then pays it ($status)',
    async ({ fixtureStatus, startIn, end, status, payout }) => {
      const who = await bettor(kit, 100_000);
      const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, startIn), status: fixtureStatus });
      const pick = fixture.pick('1X2', '1');
      const observer = await openSession();
      const feed = await openSession();

      // The slip reads the fixture and its prices, stores the bet, and stops at its ledger row.
      const ledger = await holdTable('wallet_ledger');
      const placing = placeRequest(kit, who, slip([pick], { stake: STAKE }));
      let slipPid = 0;
      await until(async () => {
        slipPid = (await waitersOf(observer, ledger.pid))[0] ?? 0;
        return slipPid !== 0;
      });

      // The feed ends the match now, on its own connection, and settles what its result allows.
      let ended = false;
      const ending = feedEnds(feed, endOf(fixture, end, [pick])).then(() => {
        ended = true;
      });
      // Either the result goes through at once (then the bet, not yet stored, cannot be settled by it),
      // or it waits for the slip: the slip holds the fixture.
      await until(async () => ended || (await waitersOf(observer, slipPid)).includes(feed.pid));

      await ledger.release();
      const response: LightMyRequestResponse = await placing;
      await ending;

      // The member was taken on and settled: nothing is left pending with the stake gone.
      expect(response.statusCode, response.body).toBe(201);
      const placed = await getBet(kit, who, response.json<{ id: number }>().id);
      expect(placed).toMatchObject({ status, payout });
      expect(await balanceOf(kit.db, who.member.id)).toBe(100_000 - STAKE + payout);
      expect(await ledgerSum(kit.db, who.member.id)).toBe(100_000 - STAKE + payout);
    },
  );

  it('refuses a live bet whose match the feed is finishing while the slip is sent', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -30), status: 'live' });
    const pick = fixture.pick('1X2', '1');
    const observer = await openSession();
    const feed = await openSession();

    // The feed has finished the fixture's row and stops before its markets: not committed yet.
    const marketsHeld = await holdTable('markets');
    const ending = feedEnds(feed, endOf(fixture, 'finished', [pick]));
    await until(async () => (await waitersOf(observer, marketsHeld.pid)).includes(feed.pid));

    // The slip arrives now: it either goes through on what was there before, or waits for the result.
    let answered = false;
    const placing = placeRequest(kit, who, slip([pick], { stake: STAKE })).then((response) => {
      answered = true;
      return response;
    });
    await until(async () => answered || (await waitersOf(observer, feed.pid)).length > 0);

    await marketsHeld.release();
    await ending;
    const response = await placing;

    // It waited, and what it then read was a finished match.
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `베팅이 마감된 경기입니다. (${fixture.home} vs ${fixture.away})`,
    );
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect(await memberBets(who)).toEqual([]);
  });
});
