import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SETTLEMENT_LOST,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
  GAME_TYPE_LIVE,
  GAME_TYPE_SPORTS,
  type Bet,
} from '@site/contracts/api/bets';
import type { BuilderPrice, BuilderPriceMovedBody, BuilderRefusalBody } from '@site/contracts/api/bet-builder';
import { PERIOD_FIRST_HALF, PERIOD_FULL_TIME } from '@site/contracts/sports-markets';
import { fixtures, selections } from '../../db/schema/sports';
import { settlePendingBets } from '../betting/settlement';
import { balanceOf, ledgerSum } from '../betting/bets-test-kit';
import { fixtureSpec, type FixtureSpec } from '../../sim/sports/fixture-spec';
import type { MarketSpec } from '../../sim/sports/markets';
import { progressAt, type MatchPlan } from '../../sim/sports/match-plan';
import { Rng } from '../../sim/sports/random';
import { settleMarket } from '../../sim/sports/results';
import { planMatch } from '../../sim/sports/sport-rules';
import { SAME_GAME_DRAWS } from '../../sim/sports/same-game';
import { createFeedUnderTest, type FeedUnderTest } from '../../sim/sports/test-feed';
import { testFeedKeys } from '../../sim/sports/test-keys';
import { authHeaders, createMember, giveOpeningMoney, loginAs, TEST_PASSWORD } from '../../test/members';
import { enrolTestMember, loginWithSecondFactor } from '../../test/second-factor';
import { ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BUILDER_MARGIN } from './bet-builder';
import { BUILDER_PRICES_PER_MINUTE } from './builder-price-rate';

vi.setConfig({ testTimeout: 120_000 });

const FOOTBALL = 6046;
/** Matches played with planMatch to count how often the picks win together. */
const PLAYED = 20_000;

let t: FeedUnderTest;
let testApp: TestApp;

beforeAll(async () => {
  // A fixed start: the feed's fixtures, and so every match below, are the same on every run.
  t = await createFeedUnderTest({ minLiveFixtures: 12, start: new Date('2026-11-29T03:00:00Z') });
  testApp = await createTestApp({}, { database: t.database, clock: t.clock, bus: t.bus, feed: t.feed });
  await t.feed.tick();
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await t?.close();
});

/** A fixture of the feed as the database lists it, with the simulator's spec of it. */
interface Listed {
  id: number;
  startAt: Date;
  spec: FixtureSpec;
}

async function footballFixtures(status: 'scheduled' | 'live'): Promise<Listed[]> {
  const rows = await t.db
    .select({ id: fixtures.id, leagueId: fixtures.leagueId, startAt: fixtures.startAt })
    .from(fixtures)
    .where(and(eq(fixtures.sportId, FOOTBALL), eq(fixtures.status, status)));
  return rows
    .map((row) => ({ id: row.id, startAt: row.startAt, spec: fixtureSpec(testFeedKeys, row.id, row.leagueId) }))
    .filter((fixture) => fixture.spec.plan.cancelAtSec === null)
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

/** The selection of the fixture's market of this type, period (and line), named so. */
function selectionOf(spec: FixtureSpec, type: string, period: number, name: string, line?: number) {
  const market = spec.markets.find(
    (entry) => entry.marketType === type && entry.period === period && (line === undefined || entry.line === line),
  );
  const index = market?.selections.findIndex((selection) => selection.name === name) ?? -1;
  if (!market || index < 0) throw new Error(`fixture ${spec.id} has no ${type} ${period} ${line ?? ''} ${name}`);
  return { market, index, id: (market.selections[index] as { id: number }).id };
}

/** Home wins, over the main (half) total, both teams score: three markets that move together. */
function correlatedPicks(spec: FixtureSpec) {
  const mainTotal = spec.markets.find(
    (market) => market.marketType === 'Under/Over' && market.period === PERIOD_FULL_TIME,
  );
  return [
    selectionOf(spec, '1X2', PERIOD_FULL_TIME, '1'),
    selectionOf(spec, 'Under/Over', PERIOD_FULL_TIME, 'Over', mainTotal?.line ?? undefined),
    selectionOf(spec, 'Both Teams To Score', PERIOD_FULL_TIME, 'Yes'),
  ];
}

function price(fixtureId: number, selectionIds: number[]) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/sports/fixtures/${fixtureId}/builder-price`,
    payload: { selectionIds },
  });
}

async function priceOk(fixtureId: number, selectionIds: number[]): Promise<BuilderPrice> {
  const response = await price(fixtureId, selectionIds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BuilderPrice>();
}

/**
 * How often all the picks win over matches played by planMatch from the fixture's model, the way the
 * feed plays its matches; `accept` keeps only the matches that reached the state the price was asked in.
 */
function playedFrequency(
  spec: FixtureSpec,
  picks: { market: MarketSpec; index: number }[],
  accept: (plan: MatchPlan) => boolean = () => true,
): { frequency: number; played: number } {
  let played = 0;
  let won = 0;
  for (let draw = 0; played < PLAYED && draw < PLAYED * 20; draw++) {
    const plan = planMatch(spec.rules, spec.model, spec.league, new Rng(7, 'builder-check', spec.id, draw));
    if (!accept(plan)) continue;
    played++;
    const first = plan.events.find((event) => event.periods.includes(PERIOD_FULL_TIME));
    const all = picks.every(
      (pick) => settleMarket(pick.market, plan.periodScores, first?.side ?? null)[pick.index] === SETTLEMENT_WON,
    );
    if (all) won++;
  }
  return { frequency: won / played, played };
}

/** Within four standard errors of the two samples together. */
function expectWithinSamplingError(priced: number, frequency: number, played: number): void {
  const variance = (p: number, n: number) => (p * (1 - p)) / n;
  const error = Math.sqrt(variance(priced, SAME_GAME_DRAWS) + variance(frequency, played));
  expect(Math.abs(priced - frequency)).toBeLessThanOrEqual(4 * error);
}

async function bettor(emoney = 1_000_000) {
  const member = await createMember(t.db, { level: 1 });
  await giveOpeningMoney(t.db, member.id, emoney);
  const token = await loginAs(testApp.app, member.userId);
  return { member, headers: authHeaders(token) };
}

function placeBuilder(
  who: { headers: Record<string, string> },
  body: { fixtureId: number; selectionIds: number[]; price: number; stake?: number; idempotencyKey?: string },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/bets/builder',
    headers: who.headers,
    payload: { stake: 10_000, idempotencyKey: randomUUID(), ...body },
  });
}

describe('the bet builder price', () => {
  it('pre-match: the joint chance is the frequency of planMatch matches of the same model, less the margin', async () => {
    const [fixture] = await footballFixtures('scheduled');
    if (!fixture) throw new Error('no scheduled football fixture');
    const picks = correlatedPicks(fixture.spec);
    const quoted = await priceOk(
      fixture.id,
      picks.map((pick) => pick.id),
    );
    const { frequency, played } = playedFrequency(fixture.spec, picks);
    expectWithinSamplingError(quoted.probability, frequency, played);
    expect(quoted.price).toBe(Math.floor((100 * (1 - BUILDER_MARGIN)) / quoted.probability + 1e-9) / 100);
    // Correlated picks: together they are likelier than the product of their prices says.
    expect(quoted.price).toBeLessThan(quoted.productOfPrices);
    // The same combination in any order is the same price.
    const again = await priceOk(fixture.id, picks.map((pick) => pick.id).reverse());
    expect(again.price).toBe(quoted.price);
  });

  it('in play at half-time: the chance from the score, against matches that reached the same half-time score', async () => {
    // Every plan is in its break at 50 minutes: first halves last 46 to 49 minutes, then 15 minutes' break.
    const breakSec = 50 * 60;
    // A match whose half-time score leaves the full-time markets open (no total passed, nobody two up).
    const fixture = (await footballFixtures('scheduled')).find(({ spec }) => {
      const [home, away] = progressAt(spec.plan, breakSec).periodScores[PERIOD_FULL_TIME] ?? [0, 0];
      return home + away <= 1;
    });
    if (!fixture) throw new Error('no scheduled football fixture');
    const { plan } = fixture.spec;
    t.clock.advance(fixture.startAt.getTime() + breakSec * 1000 - t.clock.now().getTime());
    await t.feed.tick();
    const progress = progressAt(plan, breakSec);
    expect(progress.clock).toBe('하프타임');
    const picks = correlatedPicks(fixture.spec);
    const open = await t.db
      .select({ id: selections.id, status: selections.status })
      .from(selections)
      .where(
        inArray(
          selections.id,
          picks.map((pick) => pick.id),
        ),
      );
    // A market the score has decided (over already passed) is closed: leave it out.
    const openPicks = picks.filter((pick) => open.find((row) => row.id === pick.id)?.status === 'open');
    expect(openPicks.length).toBeGreaterThanOrEqual(2);
    const quoted = await priceOk(
      fixture.id,
      openPicks.map((pick) => pick.id),
    );
    const halfTime = JSON.stringify(progress.periodScores[PERIOD_FIRST_HALF] ?? [0, 0]);
    const { frequency, played } = playedFrequency(fixture.spec, openPicks, (sample) => {
      const reached = progressAt(sample, breakSec);
      return (
        reached.clock === '하프타임' &&
        JSON.stringify(reached.periodScores[PERIOD_FIRST_HALF] ?? [0, 0]) === halfTime &&
        reached.firstScorer === progress.firstScorer
      );
    });
    expect(played).toBeGreaterThan(2_000);
    expectWithinSamplingError(quoted.probability, frequency, played);
    // In play the bet is a live bet (game type 2).
    const who = await bettor();
    const placed = await placeBuilder(who, {
      fixtureId: fixture.id,
      selectionIds: quoted.selectionIds,
      price: quoted.price,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Bet>().gameType).toBe(GAME_TYPE_LIVE);
  });
});

describe('combinations the builder refuses, with the reason and the selections at fault', () => {
  let fixture: Listed;
  beforeAll(async () => {
    const [first] = await footballFixtures('scheduled');
    if (!first) throw new Error('no scheduled football fixture');
    fixture = first;
  });

  async function refusal(fixtureId: number, selectionIds: number[]): Promise<BuilderRefusalBody> {
    const response = await price(fixtureId, selectionIds);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<BuilderRefusalBody>();
  }

  it('contradictions: a two-goal home win with an away win; under 1.5 goals with both teams scoring', async () => {
    const { spec } = fixture;
    const homeByTwo = spec.markets.find(
      (market) => market.marketType === 'Handicap' && market.period === PERIOD_FULL_TIME && market.line === -1.5,
    );
    const awayWins = selectionOf(spec, '1X2', PERIOD_FULL_TIME, '2');
    const btts = selectionOf(spec, 'Both Teams To Score', PERIOD_FULL_TIME, 'Yes');
    const firstHalfHome = selectionOf(spec, '1X2', PERIOD_FIRST_HALF, '1');
    const contradiction = homeByTwo
      ? [homeByTwo.selections[0]?.id as number, awayWins.id]
      : [selectionOf(spec, '1X2 And Under/Over', PERIOD_FULL_TIME, '1 And Over').id, awayWins.id];
    const first = await refusal(fixture.id, [...contradiction, firstHalfHome.id]);
    expect(first.message).toContain('함께 이루어질 수 없거나');
    expect(first.selectionIds.sort()).toEqual([...contradiction].sort());

    const underOneAndHalf = spec.markets.find(
      (market) => market.marketType === 'Under/Over' && market.period === PERIOD_FULL_TIME && market.line === 1.5,
    );
    if (underOneAndHalf) {
      const under = underOneAndHalf.selections[1]?.id as number;
      const second = await refusal(fixture.id, [under, btts.id]);
      expect(second.selectionIds.sort()).toEqual([under, btts.id].sort());
    }
  });

  it('one address may ask a bounded number of prices a minute; another address is not held back', async () => {
    const picks = correlatedPicks(fixture.spec)
      .slice(0, 2)
      .map((pick) => pick.id);
    const from = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/sports/fixtures/${fixture.id}/builder-price`,
        payload: { selectionIds: picks },
        remoteAddress,
      });
    for (let n = 0; n < BUILDER_PRICES_PER_MINUTE; n += 1) expect((await from('10.9.0.1')).statusCode).toBe(200);
    const refused = await from('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^조합 배당 요청이 너무 많습니다\. \d+초 후 다시 시도해주세요\.$/,
    );
    expect((await from('10.9.0.2')).statusCode).toBe(200);
  });

  it('selections of another fixture, two of one market, a whole-number line, a closed selection', async () => {
    const [, other] = await footballFixtures('scheduled');
    if (!other) throw new Error('a second scheduled football fixture');
    const home = selectionOf(fixture.spec, '1X2', PERIOD_FULL_TIME, '1');
    const elsewhere = selectionOf(other.spec, '1X2', PERIOD_FULL_TIME, '1');
    const otherFixture = await refusal(fixture.id, [home.id, elsewhere.id]);
    expect(otherFixture.message).toBe('같은 경기 조합은 한 경기의 선택으로만 만들 수 있습니다.');
    expect(otherFixture.selectionIds).toEqual([elsewhere.id]);

    const totals = fixture.spec.markets.filter(
      (market) => market.marketType === 'Under/Over' && market.period === PERIOD_FULL_TIME,
    );
    const [lineA, lineB] = totals.map((market) => market.selections[0]?.id as number);
    const twice = await refusal(fixture.id, [home.id, lineA as number, lineB as number]);
    expect(twice.selectionIds).toEqual([lineA, lineB]);

    const whole = totals.find((market) => Number.isInteger(market.line));
    if (whole) {
      const over = whole.selections[0]?.id as number;
      const voidable = await refusal(fixture.id, [home.id, over]);
      expect(voidable.message).toContain('적특');
      expect(voidable.selectionIds).toEqual([over]);
    }

    const btts = selectionOf(fixture.spec, 'Both Teams To Score', PERIOD_FULL_TIME, 'Yes');
    await t.db.update(selections).set({ status: 'suspended' }).where(eq(selections.id, btts.id));
    try {
      const closed = await refusal(fixture.id, [home.id, btts.id]);
      expect(closed.message).toBe('마감되었거나 일시 중지된 선택이 있습니다.');
      expect(closed.selectionIds).toEqual([btts.id]);
    } finally {
      await t.db.update(selections).set({ status: 'open' }).where(eq(selections.id, btts.id));
    }
  });

  it('a fixture no longer open for betting', async () => {
    const [finished] = await t.db
      .select({ id: fixtures.id, leagueId: fixtures.leagueId })
      .from(fixtures)
      .where(and(eq(fixtures.sportId, FOOTBALL), inArray(fixtures.status, ['finished', 'cancelled'])));
    if (!finished) return;
    const spec = fixtureSpec(testFeedKeys, finished.id, finished.leagueId);
    const picks = [
      selectionOf(spec, '1X2', PERIOD_FULL_TIME, '1').id,
      selectionOf(spec, 'Odd/Even', PERIOD_FULL_TIME, 'Odd').id,
    ];
    const closed = await refusal(finished.id, picks);
    expect(closed.message).toBe('베팅을 받지 않는 경기입니다.');
  });
});

describe('placing a same-game bet', () => {
  let fixture: Listed;
  let picks: number[];
  let quoted: BuilderPrice;
  beforeAll(async () => {
    const [first] = await footballFixtures('scheduled');
    if (!first) throw new Error('no scheduled football fixture');
    fixture = first;
    picks = correlatedPicks(fixture.spec).map((pick) => pick.id);
    quoted = await priceOk(fixture.id, picks);
  });

  it('stores one bet at the joint price with each pick at its own price, debits once and replays its key', async () => {
    const who = await bettor();
    const key = randomUUID();
    const body = {
      fixtureId: fixture.id,
      selectionIds: picks,
      price: quoted.price,
      stake: 20_000,
      idempotencyKey: key,
    };
    const response = await placeBuilder(who, body);
    expect(response.statusCode, response.body).toBe(201);
    const bet = response.json<Bet>();
    expect(bet.sameGame).toBe(true);
    expect(bet.gameType).toBe(GAME_TYPE_SPORTS);
    expect(bet.totalOdds).toBe(quoted.price);
    expect(bet.bonusOdds).toBe(1);
    expect(bet.picks.map((pick) => pick.selectionId).sort()).toEqual([...picks].sort());
    const stored = await t.db.select().from(selections).where(inArray(selections.id, picks));
    for (const pick of bet.picks) {
      expect(pick.price).toBe((stored.find((row) => row.id === pick.selectionId)?.priceX100 ?? 0) / 100);
    }
    expect(await balanceOf(t.db, who.member.id)).toBe(1_000_000 - 20_000);

    const replay = await placeBuilder(who, body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<Bet>().id).toBe(bet.id);
    expect(await balanceOf(t.db, who.member.id)).toBe(1_000_000 - 20_000);
    expect(await ledgerSum(t.db, who.member.id)).toBe(await balanceOf(t.db, who.member.id));
  });

  it('a moved price: refused with the new price when the member asks to confirm, taken when they take any', async () => {
    const who = await bettor();
    const seen = Math.round((quoted.price + 0.05) * 100) / 100;
    const body = { fixtureId: fixture.id, selectionIds: picks, price: seen };
    const setPolicy = (oddsChange: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/bets/preferences',
        headers: who.headers,
        payload: { oddsChange },
      });
    expect((await setPolicy('ask')).statusCode).toBe(200);
    const refused = await placeBuilder(who, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<BuilderPriceMovedBody>().price).toBe(quoted.price);
    expect(await balanceOf(t.db, who.member.id)).toBe(1_000_000);

    expect((await setPolicy('any')).statusCode).toBe(200);
    const taken = await placeBuilder(who, body);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<Bet>().totalOdds).toBe(quoted.price);
  });

  it('refuses in placement what the price call refuses, and books nothing', async () => {
    const who = await bettor();
    const spec = fixture.spec;
    const contradiction = [
      selectionOf(spec, '1X2', PERIOD_FULL_TIME, '2').id,
      selectionOf(spec, '1X2 And Under/Over', PERIOD_FULL_TIME, '1 And Over').id,
    ];
    const refused = await placeBuilder(who, { fixtureId: fixture.id, selectionIds: contradiction, price: 5 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<BuilderRefusalBody>().selectionIds.sort()).toEqual([...contradiction].sort());
    expect(await balanceOf(t.db, who.member.id)).toBe(1_000_000);
  });
});

type Placed = { fixture: Listed; picks: number[]; who: Awaited<ReturnType<typeof bettor>>; bet: Bet };

describe('settling same-game bets', () => {
  it('won pays stake × the joint price (no bonus), a lost pick loses, a void pick voids, the operator resettles; ledger = balance', async () => {
    const scheduled = (await footballFixtures('scheduled')).slice(0, 3);
    if (scheduled.length < 3) throw new Error('three scheduled football fixtures');
    const placed: Placed[] = [];
    for (const fixture of scheduled) {
      const picks = correlatedPicks(fixture.spec).map((pick) => pick.id);
      const quoted = await priceOk(fixture.id, picks);
      const who = await bettor();
      const response = await placeBuilder(who, { fixtureId: fixture.id, selectionIds: picks, price: quoted.price });
      expect(response.statusCode, response.body).toBe(201);
      placed.push({ fixture, picks, who, bet: response.json<Bet>() });
    }
    // Each fixture's picks resolved as the feed writes results: all won; one lost; one void.
    const outcomes = [
      [SETTLEMENT_WON, SETTLEMENT_WON, SETTLEMENT_WON],
      [SETTLEMENT_WON, SETTLEMENT_LOST, SETTLEMENT_WON],
      [SETTLEMENT_WON, SETTLEMENT_VOID, SETTLEMENT_WON],
    ];
    for (const [index, { fixture, picks }] of placed.entries()) {
      for (const [at, selectionId] of picks.entries()) {
        const result = outcomes[index]?.[at] ?? SETTLEMENT_WON;
        await t.db.update(selections).set({ result, status: 'closed' }).where(eq(selections.id, selectionId));
      }
      await settlePendingBets(t.db, t.clock, t.bus, [fixture.id]);
    }
    const [won, lost, voided] = placed;
    const settled = async (entry: Placed) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/bets/${entry.bet.id}`,
        headers: entry.who.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Bet>();
    };
    const wonBet = await settled(won as Placed);
    const payout = Math.floor((10_000 * Math.round(wonBet.totalOdds * 100)) / 100);
    expect(wonBet.status).toBe(SETTLEMENT_WON);
    expect(wonBet.payout).toBe(payout);
    expect(await balanceOf(t.db, won?.who.member.id as number)).toBe(1_000_000 - 10_000 + payout);
    expect((await settled(lost as Placed)).status).toBe(SETTLEMENT_LOST);
    expect(await balanceOf(t.db, lost?.who.member.id as number)).toBe(1_000_000 - 10_000);
    const voidBet = await settled(voided as Placed);
    expect([voidBet.status, voidBet.payout]).toEqual([SETTLEMENT_VOID, 10_000]);
    expect(await balanceOf(t.db, voided?.who.member.id as number)).toBe(1_000_000);
    for (const { who } of placed)
      expect(await ledgerSum(t.db, who.member.id)).toBe(await balanceOf(t.db, who.member.id));

    // The operator corrects results: the won bet's second pick lost, the void bet's void pick won.
    const admin = await createMember(t.db, { role: ROLE_ADMINISTRATOR });
    const secret = await enrolTestMember(t.db, admin.id, t.clock.now());
    const adminToken = await loginWithSecondFactor(testApp.app, t, admin.userId, TEST_PASSWORD, secret);
    const resettle = async (entry: Placed, selectionId: number, result: number) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/fixtures/${entry.fixture.id}/resettle`,
        headers: authHeaders(adminToken),
        payload: { reason: '피드 결과 정정', corrections: [{ selectionId, result }] },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await resettle(won as Placed, won?.picks[1] as number, SETTLEMENT_LOST);
    expect((await settled(won as Placed)).status).toBe(SETTLEMENT_LOST);
    expect(await balanceOf(t.db, won?.who.member.id as number)).toBe(1_000_000 - 10_000);
    await resettle(voided as Placed, voided?.picks[1] as number, SETTLEMENT_WON);
    const nowWon = await settled(voided as Placed);
    const voidPayout = Math.floor((10_000 * Math.round(nowWon.totalOdds * 100)) / 100);
    expect([nowWon.status, nowWon.payout]).toEqual([SETTLEMENT_WON, voidPayout]);
    expect(await balanceOf(t.db, voided?.who.member.id as number)).toBe(1_000_000 - 10_000 + voidPayout);
    for (const { who } of placed)
      expect(await ledgerSum(t.db, who.member.id)).toBe(await balanceOf(t.db, who.member.id));
  });
});
