import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLEMENT_CANCELLED, SETTLEMENT_VOID } from '@site/contracts/api/bets';
import { oddsUpdateSchema } from '@site/contracts/api/sports';
import { sportsCatalogue } from '@site/contracts/sports';
import { selectionNames } from '@site/contracts/sports-markets';
import { fixtureSpec } from './fixture-spec';
import { MIN_LIVE_PRICE_X100, phaseOf, pricesAt } from './fixture-state';
import { progressAt, type Pair } from './match-plan';
import { MAX_PRICE_X100 } from './pricing';
import { settleMarket } from './results';
import { createFeedUnderTest, query, type FeedUnderTest } from './test-feed';
import type { FeedKeys } from './feed-keys';
import { otherFeedKeys, testFeedKeys } from './test-keys';

const START = new Date('2026-03-14T03:00:00Z');
const MIN = 60_000;

const open: FeedUnderTest[] = [];
async function newFeed(options: Parameters<typeof createFeedUnderTest>[0] = {}): Promise<FeedUnderTest> {
  const feed = await createFeedUnderTest({ start: START, ...options });
  open.push(feed);
  return feed;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((feed) => feed.close()));
});

interface FixtureDbRow {
  id: string;
  league_id: number;
  start_at: string | Date;
  status: string;
  live_clock: string | null;
  home_score: number | null;
  away_score: number | null;
  period_scores: Record<string, Pair> | null;
}

const fixturesOf = (t: FeedUnderTest) =>
  query<FixtureDbRow>(
    t.db,
    sql`select id, league_id, start_at, status, live_clock, home_score, away_score, period_scores from fixtures order by id`,
  );

const selectionsOf = (t: FeedUnderTest) =>
  query<{
    id: string;
    fixture_id: string;
    market_id: string;
    name: string;
    price_x100: number;
    status: string;
    result: number | null;
  }>(t.db, sql`select id, fixture_id, market_id, name, price_x100, status, result from selections order by id`);

const marketsOf = (t: FeedUnderTest) =>
  query<{ id: string; fixture_id: string; status: string }>(
    t.db,
    sql`select id, fixture_id, status from markets order by id`,
  );

const time = (value: string | Date | number) => new Date(value).getTime();

// Each test builds a database and writes hundreds of fixtures; on a busy machine that takes a while.
describe('the simulated sports feed', { timeout: 180_000 }, () => {
  it('publishes the catalogue, three days of fixtures on the five-minute grid and a dozen matches in play', async () => {
    const t = await newFeed();
    await t.feed.tick();
    const now = t.clock.now().getTime();

    const sportRows = await query<{ id: number; name_korean: string }>(t.db, sql`select id, name_korean from sports`);
    expect(sportRows.map((row) => row.id).sort()).toEqual(sportsCatalogue.map((sport) => sport.sportId).sort());
    const locationNames = (await query<{ name_korean: string }>(t.db, sql`select name_korean from locations`)).map(
      (row) => row.name_korean,
    );
    expect(locationNames).toEqual(
      expect.arrayContaining(['대한민국', '잉글랜드', '스페인', '독일', '이탈리아', '미국', '일본', '국제']),
    );
    const leagueNames = (await query<{ name_korean: string }>(t.db, sql`select name_korean from leagues`)).map(
      (row) => row.name_korean,
    );
    expect(leagueNames).toEqual(
      expect.arrayContaining([
        'K리그1',
        '잉글랜드 프리미어리그',
        '라리가',
        '분데스리가',
        '세리에A',
        'KBO',
        'MLB',
        'NPB',
        'NBA',
        'KBL',
        'LCK',
        'NHL',
        '챔피언스리그',
      ]),
    );

    const fixtures = await fixturesOf(t);
    const scheduled = fixtures.filter((row) => row.status === 'scheduled');
    expect(scheduled.length).toBeGreaterThanOrEqual(120);
    expect(scheduled.length).toBeLessThanOrEqual(200);
    for (const row of scheduled) {
      expect(time(row.start_at)).toBeGreaterThan(now);
      expect(time(row.start_at)).toBeLessThanOrEqual(now + 3 * 24 * 60 * MIN);
      expect(time(row.start_at) % (5 * MIN)).toBe(0);
    }
    const live = fixtures.filter((row) => row.status === 'live');
    expect(live.length).toBeGreaterThanOrEqual(12);
    const playing = (
      await query<{ home: string; away: string }>(t.db, sql`select home, away from fixtures where status = 'live'`)
    ).flatMap((row) => [row.home, row.away]);
    expect(new Set(playing).size).toBe(playing.length);
    for (const row of live) {
      expect(now - time(row.start_at)).toBeGreaterThanOrEqual(5 * MIN);
      expect(now - time(row.start_at)).toBeLessThanOrEqual(80 * MIN);
      expect(row.live_clock).toBeTruthy();
      expect(row.home_score).not.toBeNull();
    }

    const selections = await selectionsOf(t);
    expect(selections.length).toBeGreaterThan(fixtures.length * 5);
    for (const row of selections) {
      expect(Object.keys(selectionNames)).toContain(row.name);
      expect(row.price_x100).toBeGreaterThanOrEqual(101);
      expect(row.price_x100).toBeLessThanOrEqual(MAX_PRICE_X100);
    }
    // The in-play minimum does not apply before kick-off: short pre-match favourites stay on offer.
    const scheduledIds = new Set(scheduled.map((row) => row.id));
    const shortPrematch = selections.filter(
      (row) => scheduledIds.has(row.fixture_id) && row.price_x100 < MIN_LIVE_PRICE_X100,
    );
    expect(shortPrematch.length).toBeGreaterThan(0);
    for (const row of shortPrematch) expect(row.status).toBe('open');
    const prematchMarkets = (await marketsOf(t)).filter((row) => scheduledIds.has(row.fixture_id));
    expect(prematchMarkets.every((row) => row.status === 'open')).toBe(true);
    expect(t.updates).toHaveLength(1);
    expect(t.feed.status()).toMatchObject({
      seq: 1,
      running: false,
      liveFixtures: live.length,
      scheduledFixtures: scheduled.length,
    });
  });

  it('gives the same fixtures, prices and results for the same installation secret and times, others for another', async () => {
    const run = async (keys: FeedKeys) => {
      const t = await newFeed({ keys });
      for (const offset of [0, 1000, 2000, 45 * MIN, 3 * 60 * MIN])
        await t.feed.tick(new Date(START.getTime() + offset));
      const dump = { fixtures: await fixturesOf(t), selections: await selectionsOf(t) };
      await t.close();
      return dump;
    };
    const first = await run(otherFeedKeys('installation-11'));
    const second = await run(otherFeedKeys('installation-11'));
    expect(second).toEqual(first);
    expect(first.selections.some((row) => row.result !== null)).toBe(true);
    const other = await run(otherFeedKeys('installation-12'));
    expect(other.fixtures.map((row) => row.id)).not.toEqual(first.fixtures.map((row) => row.id));
  });

  it('moves prices in one batch per tick, counted, the database holding what it published', async () => {
    const t = await newFeed({ liveChangesPerSecond: 50 });
    await t.feed.tick();
    for (let second = 1; second <= 10; second++) {
      t.clock.advance(1000);
      const summary = await t.feed.tick();
      expect(summary.priceChanges).toBeGreaterThan(0);
    }
    expect(t.updates).toHaveLength(11);
    expect(t.feed.status().seq).toBe(11);
    // The streams number the batches; the bus carries them without a number.
    const batchSchema = oddsUpdateSchema.omit({ seq: true });
    for (const update of t.updates) expect(batchSchema.safeParse(update).success).toBe(true);

    const stored = new Map((await selectionsOf(t)).map((row) => [Number(row.id), row]));
    const last = new Map<number, number>();
    for (const update of t.updates) for (const selection of update.selections) last.set(selection.id, selection.price);
    for (const [id, price] of last) expect(stored.get(id)?.price_x100).toBe(Math.round(price * 100));
    // Live fixtures move the most; pre-match ones drift too.
    const liveIds = new Set((await fixturesOf(t)).filter((row) => row.status === 'live').map((row) => Number(row.id)));
    const moved = t.updates.slice(1).flatMap((update) => update.selections);
    expect(moved.some((selection) => liveIds.has(selection.fixtureId))).toBe(true);
    expect(moved.some((selection) => !liveIds.has(selection.fixtureId))).toBe(true);

    // In play, no open selection is priced below 1.10: such markets are suspended instead, between
    // goals too, and the stream told the browsers so (the last status it sent for the market).
    for (const row of stored.values()) {
      if (liveIds.has(Number(row.fixture_id)) && row.status === 'open') {
        expect(row.price_x100).toBeGreaterThanOrEqual(MIN_LIVE_PRICE_X100);
      }
    }
    const now = t.clock.now().getTime();
    const between = new Set(
      (await fixturesOf(t))
        .filter((row) => {
          const phase = phaseOf(fixtureSpec(testFeedKeys, Number(row.id), row.league_id), time(row.start_at), now);
          return phase.kind === 'live' && !phase.progress.suspended;
        })
        .map((row) => Number(row.id)),
    );
    const sentStatus = new Map<number, string>();
    for (const update of t.updates) for (const market of update.markets) sentStatus.set(market.id, market.status);
    const priceSuspended = (await marketsOf(t)).filter(
      (row) => between.has(Number(row.fixture_id)) && row.status === 'suspended',
    );
    expect(priceSuspended.length).toBeGreaterThan(0);
    for (const row of priceSuspended) expect(sentStatus.get(Number(row.id))).toBe('suspended');
  });

  it('plays a match by its plan: clock, score, markets suspended around a goal and reopened', async () => {
    const t = await newFeed();
    await t.feed.tick();
    const now = t.clock.now().getTime();
    // A live fixture with a goal still to come.
    const candidates = (await fixturesOf(t)).filter((row) => row.status === 'live');
    const found = candidates
      .map((row) => {
        const spec = fixtureSpec(testFeedKeys, Number(row.id), row.league_id);
        const startAt = time(row.start_at);
        const goal = spec.plan.events.find((event) => event.suspends && startAt + event.atSec * 1000 > now + 10_000);
        return goal ? { row, spec, startAt, goal } : undefined;
      })
      .find((entry) => entry !== undefined);
    if (!found) throw new Error('no live fixture with a goal to come');
    const goalAt = found.startAt + found.goal.atSec * 1000;
    const fixtureId = Number(found.row.id);
    const scoreBefore = [found.row.home_score, found.row.away_score];

    await t.feed.tick(new Date(goalAt - 2000));
    const marketsDuring = (await marketsOf(t)).filter((row) => Number(row.fixture_id) === fixtureId);
    expect(marketsDuring.some((row) => row.status === 'suspended')).toBe(true);
    expect(marketsDuring.every((row) => row.status !== 'open')).toBe(true);

    const reopenAt = goalAt + 15_000;
    await t.feed.tick(new Date(reopenAt));
    const after = (await fixturesOf(t)).find((row) => Number(row.id) === fixtureId);
    expect([after?.home_score, after?.away_score]).not.toEqual(scoreBefore);
    const marketsAfter = (await marketsOf(t)).filter((row) => Number(row.fixture_id) === fixtureId);
    expect(marketsAfter.some((row) => row.status === 'open')).toBe(true);
    // Reopened at the new score's prices: only a market those price below 1.10 stays suspended.
    const prices = pricesAt(
      20240301,
      found.spec,
      progressAt(found.spec.plan, (reopenAt - found.startAt) / 1000),
      reopenAt,
    );
    for (const row of marketsAfter) {
      if (row.status === 'closed') continue;
      const market = found.spec.markets.find((entry) => entry.id === Number(row.id));
      const short = market?.selections.some((selection) => (prices.get(selection.id) ?? 0) < MIN_LIVE_PRICE_X100);
      expect(row.status, `${market?.marketType} ${market?.line}`).toBe(short ? 'suspended' : 'open');
    }
    const published = t.updates.flatMap((update) => update.fixtures).filter((entry) => entry.id === fixtureId);
    expect(published.at(-1)?.live).toMatchObject({ homeScore: after?.home_score, awayScore: after?.away_score });
  });

  it('advance() starts and finishes fixtures, settles them by their final scores, and leaves the clock alone', async () => {
    const t = await newFeed();
    await t.feed.tick();
    const before = await fixturesOf(t);
    const now = t.clock.now().getTime();
    const soon = before.find((row) => row.status === 'scheduled' && time(row.start_at) < now + 60 * MIN);
    const live = before.filter((row) => row.status === 'live');

    await t.feed.advance(6 * 60 * 60);
    expect(t.clock.now().getTime()).toBe(now);
    const after = new Map((await fixturesOf(t)).map((row) => [row.id, row]));
    for (const row of live) expect(['finished', 'cancelled']).toContain(after.get(row.id)?.status);
    if (soon) {
      expect(['finished', 'cancelled']).toContain(after.get(soon.id)?.status);
      expect(time(after.get(soon.id)?.start_at ?? 0)).toBe(time(soon.start_at) - 6 * 60 * MIN);
    }
    expect([...after.values()].filter((row) => row.status === 'live').length).toBeGreaterThanOrEqual(12);
    const resulted = new Set(t.resulted.flat());
    for (const row of live) expect(resulted.has(Number(row.id))).toBe(true);

    // Every selection of a finished fixture carries the verdict its market's period score gives.
    const selections = await selectionsOf(t);
    let checked = 0;
    let voids = 0;
    for (const row of after.values()) {
      if (row.status !== 'finished') continue;
      const spec = fixtureSpec(testFeedKeys, Number(row.id), row.league_id);
      const results = new Map(selections.filter((s) => s.fixture_id === row.id).map((s) => [Number(s.id), s]));
      for (const market of spec.markets) {
        const expected = settleMarket(market, row.period_scores ?? {}, spec.firstScorer);
        market.selections.forEach((selection, index) => {
          expect(results.get(selection.id)).toMatchObject({ status: 'closed', result: expected[index] });
          checked++;
          if (expected[index] === SETTLEMENT_VOID) voids++;
        });
      }
      expect([row.home_score, row.away_score]).toEqual(spec.finalScore);
    }
    expect(checked).toBeGreaterThan(100);
    expect(voids).toBeGreaterThan(0);
    const openMarketsOfFinished = (await marketsOf(t)).filter(
      (market) => after.get(market.fixture_id)?.status === 'finished' && market.status !== 'closed',
    );
    expect(openMarketsOfFinished).toEqual([]);
  });

  it('calls off a fixture now and then, giving every one of its selections -1', async () => {
    const t = await newFeed({ minLiveFixtures: 0 });
    await t.feed.tick();
    for (let day = 0; day < 3; day++) await t.feed.advance(86_400);
    const fixtures = await fixturesOf(t);
    const ended = fixtures.filter((row) => row.status === 'finished' || row.status === 'cancelled');
    const cancelled = ended.filter((row) => row.status === 'cancelled');
    expect(ended.length).toBeGreaterThan(100);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.length / ended.length).toBeLessThan(0.05);
    const cancelledIds = new Set(cancelled.map((row) => row.id));
    const results = (await selectionsOf(t)).filter((row) => cancelledIds.has(row.fixture_id));
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row).toMatchObject({ status: 'closed', result: SETTLEMENT_CANCELLED });
    for (const row of cancelled) expect(row.home_score).toBeNull();
  });

  it('ticks idempotently and catches up after a pause with the same outcome', async () => {
    const steady = await newFeed();
    const late = await newFeed();
    await steady.feed.tick();
    await late.feed.tick();
    const repeat = await steady.feed.tick();
    expect(repeat).toEqual({ created: 0, started: 0, finished: 0, cancelled: 0, priceChanges: 0 });
    expect(steady.updates).toHaveLength(1);

    // Matches started later to keep a dozen in play differ with the tick times; the first ones must not.
    const initial = new Set((await fixturesOf(late)).map((row) => row.id));
    for (let minute = 10; minute <= 180; minute += 10) await steady.feed.tick(new Date(START.getTime() + minute * MIN));
    await late.feed.tick(new Date(START.getTime() + 180 * MIN));
    const outcome = async (t: FeedUnderTest) =>
      (await fixturesOf(t))
        .filter((row) => initial.has(row.id) && (row.status === 'finished' || row.status === 'cancelled'))
        .map(({ id, status, home_score, away_score, period_scores }) => ({
          id,
          status,
          home_score,
          away_score,
          period_scores,
        }));
    const steadyOutcome = await outcome(steady);
    expect(steadyOutcome.length).toBeGreaterThan(5);
    expect(await outcome(late)).toEqual(steadyOutcome);
  });

  it('carries on after a restart without repeating or losing fixtures', async () => {
    const first = await newFeed({ minLiveFixtures: 0 });
    await first.feed.tick();
    // Fast-forwarded a day before the restart: the schedule ahead must stay three days long.
    await first.feed.advance(86_400);
    const before = await fixturesOf(first);
    const restarted = await newFeed({ database: first.database, minLiveFixtures: 0 });
    const summary = await restarted.feed.tick();
    expect(summary.created).toBe(0);
    expect(await fixturesOf(restarted)).toEqual(before);
    const { liveFixtures, scheduledFixtures } = first.feed.status();
    expect(restarted.feed.status()).toMatchObject({ liveFixtures, scheduledFixtures });

    const later = START.getTime() + 6 * 60 * MIN;
    expect((await restarted.feed.tick(new Date(later))).created).toBeGreaterThan(0);
    const latestStart = Math.max(...(await fixturesOf(restarted)).map((row) => time(row.start_at)));
    expect(latestStart).toBeGreaterThan(later + 3 * 24 * 60 * MIN - 60 * MIN);
  });
});
