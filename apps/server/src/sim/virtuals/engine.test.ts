import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { virtualSports } from '@site/contracts/virtual-leagues';
import type { DatabaseHandle } from '../../db/client';
import { LocalBus, type OddsBatch } from '../../events/bus';
import { fakeClock, type FakeClock } from '../../test/fake-clock';
import { createTestDatabase } from '../../test/test-db';
import { loadOpenState, maxFixtureId, moveOpenFixturesEarlier } from '../sports/feed-store';
import { Rng } from '../sports/random';
import { FILL_ID_BASE, VIRTUAL_ID_BASE } from '../sports/schedule';
import { query } from '../sports/test-feed';
import { eventsPerSlot, virtualLeagueEntries, virtualLeagueOf } from './catalogue';
import { createVirtualEngine } from '../../workers/virtual-sports';
import { SLOTS_AHEAD, type VirtualEngine } from './engine';

// Every test here writes a few hundred rows through PGlite, one statement at a time.
vi.setConfig({ testTimeout: 60_000 });

interface EventRow {
  id: string;
  league_id: number;
  sport_id: number;
  start_at: string | Date;
  status: string;
  home_score: number | null;
  race: { runners: { no: number; name: string }[]; placings: number[] | null } | null;
}

/** A server's engine with its own bus, and what it published. */
interface EngineUnderTest {
  engine: VirtualEngine;
  updates: OddsBatch[];
  resulted: number[];
}

const soccer = virtualSports.soccer;
const SOCCER_SLOT_MS = soccer.slotSeconds * 1000;
// Ten seconds into a slot of every sport (120 s and 180 s slots both start on each 360 s mark).
const START = new Date(Math.ceil(Date.now() / 360_000) * 360_000 + 10_000);

let database: DatabaseHandle;
let clock: FakeClock;

function engineUnderTest(key: string): EngineUnderTest {
  const bus = new LocalBus();
  const updates: OddsBatch[] = [];
  const resulted: number[] = [];
  bus.subscribe('odds', (update) => updates.push(update));
  bus.subscribe('fixturesResulted', ({ fixtureIds }) => resulted.push(...fixtureIds));
  const engine = createVirtualEngine({ db: database.db, clock, bus, random: new Rng(11, key) });
  return { engine, updates, resulted };
}

const events = (where = sql`true`) =>
  query<EventRow>(
    database.db,
    sql`select id, league_id, sport_id, start_at, status, home_score, race from fixtures
        where id >= ${VIRTUAL_ID_BASE} and ${where} order by start_at, id`,
  );
const nowIso = () => clock.now().toISOString();
const startMs = (row: EventRow) => new Date(row.start_at).getTime();

/** Per league, the distinct starts of its events not yet started. */
async function futureSlots(): Promise<Map<number, number[]>> {
  const rows = await events(sql`status = 'scheduled' and start_at > ${nowIso()}::timestamptz`);
  const byLeague = new Map<number, number[]>();
  for (const row of rows) {
    const starts = byLeague.get(row.league_id) ?? [];
    if (!starts.includes(startMs(row))) starts.push(startMs(row));
    byLeague.set(row.league_id, starts);
  }
  return byLeague;
}

beforeAll(async () => {
  database = await createTestDatabase();
  clock = fakeClock(START);
});

afterAll(async () => {
  await database?.close();
});

describe('virtual engine', () => {
  const first = () => engineUnderTest('first');
  let main: EngineUnderTest;

  it('publishes every league three slots ahead with open markets, nothing of the slot already under way', async () => {
    main = first();
    const summary = await main.engine.tick();
    const rows = await events();
    expect(summary.created).toBe(rows.length);
    expect(rows.every((row) => row.status === 'scheduled' && startMs(row) > clock.now().getTime())).toBe(true);
    const slots = await futureSlots();
    for (const league of virtualLeagueEntries) {
      const starts = slots.get(league.id) ?? [];
      const slotMs = league.sport.slotSeconds * 1000;
      const next = Math.ceil(clock.now().getTime() / slotMs) * slotMs;
      expect(starts).toEqual(Array.from({ length: SLOTS_AHEAD }, (_, index) => next + index * slotMs));
      expect(rows.filter((row) => row.league_id === league.id)).toHaveLength(SLOTS_AHEAD * eventsPerSlot(league));
    }
    const [markets] = await query<{ open: string; total: string }>(
      database.db,
      sql`select count(*) filter (where status = 'open') as open, count(*) as total from markets where fixture_id >= ${VIRTUAL_ID_BASE}`,
    );
    expect(Number(markets?.open)).toBe(Number(markets?.total));
    expect(main.updates.at(-1)?.fixtures).toHaveLength(rows.length);
    // The catalogue: four virtual sports, kept out of the real books.
    const sports = await query<{ id: number; virtual: boolean }>(
      database.db,
      sql`select id, virtual from sports where id between 9001 and 9004 order by id`,
    );
    expect(sports).toEqual([9001, 9002, 9003, 9004].map((id) => ({ id, virtual: true })));
  });

  it('closes betting at the start, then finishes the events with every selection resulted', async () => {
    const nextSoccerStart = Math.ceil(clock.now().getTime() / SOCCER_SLOT_MS) * SOCCER_SLOT_MS;
    clock.advance(nextSoccerStart - clock.now().getTime());
    await main.engine.tick();
    const started = await events(sql`sport_id = ${soccer.sportId} and start_at = ${nowIso()}::timestamptz`);
    expect(started).toHaveLength(4 * 4);
    expect(started.every((row) => row.status === 'live')).toBe(true);
    const ids = started.map((row) => Number(row.id));
    const lock = main.updates.at(-1);
    expect(lock?.fixtures.filter((fixture) => ids.includes(fixture.id)).map((fixture) => fixture.status)).toEqual(
      ids.map(() => 'live'),
    );
    expect(
      lock?.markets.filter((market) => ids.includes(market.fixtureId)).every((m) => m.status === 'suspended'),
    ).toBe(true);
    const [tradable] = await query<{ count: string }>(
      database.db,
      sql`select count(*) from selections where fixture_id in (${sql.join(ids, sql`, `)}) and status = 'open'`,
    );
    expect(Number(tradable?.count)).toBe(0);

    clock.advance(60_000);
    await main.engine.tick();
    const finished = await events(sql`id in (${sql.join(ids, sql`, `)})`);
    expect(finished.every((row) => row.status === 'finished' && row.home_score !== null)).toBe(true);
    expect(main.resulted).toEqual(expect.arrayContaining(ids));
    const results = await query<{ fixture_id: string; market_type: string; result: number | null }>(
      database.db,
      sql`select s.fixture_id, m.market_type, s.result from selections s join markets m on m.id = s.market_id
          where s.fixture_id in (${sql.join(ids, sql`, `)})`,
    );
    expect(results.every((row) => row.result === 1 || row.result === 2)).toBe(true);
    for (const id of ids) {
      const won = results.filter(
        (row) => Number(row.fixture_id) === id && row.market_type === '1X2' && row.result === 2,
      );
      expect(won).toHaveLength(1);
    }
    for (const starts of (await futureSlots()).values()) expect(starts.length).toBeGreaterThanOrEqual(2);
  });

  it('runs races with placings of every runner and pays the Place market to the places paid', async () => {
    clock.advance(4 * 60_000);
    await main.engine.tick();
    const races = await events(sql`sport_id = ${virtualSports.horse.sportId} and status = 'finished'`);
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) {
      expect([...(race.race?.placings ?? [])].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const placed = await query<{ name: string }>(
        database.db,
        sql`select s.name from selections s join markets m on m.id = s.market_id
            where s.fixture_id = ${race.id} and m.market_type = 'Place' and s.result = 2 order by s.sort`,
      );
      const numbers = placed.map((row) => Number.parseInt(row.name, 10)).sort();
      expect(numbers).toEqual([...(race.race?.placings?.slice(0, 3) ?? [])].sort());
    }
  });

  it('after downtime finishes what is overdue and skips the slots nobody could bet on', async () => {
    const before = await events();
    const lastStart = Math.max(...before.map(startMs));
    clock.advance(30 * 60_000);
    await main.engine.tick();
    const overdue = await events(sql`status in ('scheduled', 'live') and start_at <= ${nowIso()}::timestamptz`);
    expect(overdue).toHaveLength(0);
    const skipped = await events(
      sql`start_at > ${new Date(lastStart).toISOString()}::timestamptz and start_at <= ${nowIso()}::timestamptz`,
    );
    expect(skipped).toHaveLength(0);
    for (const starts of (await futureSlots()).values()) expect(starts).toHaveLength(SLOTS_AHEAD);
  });

  it('lets two engines tick at once: every event is created, started and finished once', async () => {
    const other = engineUnderTest('other');
    main.resulted.length = 0;
    const countBefore = (await events()).length;
    for (let step = 0; step < 4; step++) {
      clock.advance(60_000);
      await Promise.all([main.engine.tick(), other.engine.tick()]);
    }
    const resulted = [...main.resulted, ...other.resulted];
    expect(new Set(resulted).size).toBe(resulted.length);
    const finished = await events(
      sql`status = 'finished' and finished_at > ${new Date(clock.now().getTime() - 240_000).toISOString()}::timestamptz`,
    );
    expect(new Set(resulted)).toEqual(new Set(finished.map((row) => Number(row.id))));
    const created = [...main.updates, ...other.updates]
      .slice(-16)
      .flatMap((update) => update.fixtures.filter((fixture) => fixture.status === 'scheduled'));
    expect(new Set(created.map((fixture) => fixture.id)).size).toBe(created.length);
    const rows = await events();
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(countBefore);
    for (const starts of (await futureSlots()).values()) expect(starts).toHaveLength(SLOTS_AHEAD);
  });

  it('plays a league’s next slot now on the operator’s word, and keeps three slots ahead', async () => {
    const league = virtualLeagueOf('basketball', 'nbareplay');
    if (!league) throw new Error('no league');
    const played = await main.engine.playNow(league);
    expect(played).toHaveLength(3);
    const rows = await events(sql`id in (${sql.join(played, sql`, `)})`);
    expect(rows.every((row) => row.status === 'finished' && startMs(row) === clock.now().getTime())).toBe(true);
    expect(main.resulted).toEqual(expect.arrayContaining(played));
    expect((await futureSlots()).get(league.id)).toHaveLength(SLOTS_AHEAD);
  });

  it('stays out of the sports feed: its open state, its fast-forward and its fill ids', async () => {
    const state = await loadOpenState(database.db);
    expect(state.fixtures.filter((fixture) => fixture.id >= VIRTUAL_ID_BASE)).toHaveLength(0);
    expect(state.markets.filter((market) => market.fixtureId >= VIRTUAL_ID_BASE)).toHaveLength(0);
    const before = await events(sql`status = 'scheduled'`);
    await moveOpenFixturesEarlier(database.db, 3_600_000, clock.now());
    const after = await events(sql`status = 'scheduled'`);
    expect(after.map(startMs)).toEqual(before.map(startMs));
    expect(await maxFixtureId(database.db, FILL_ID_BASE, VIRTUAL_ID_BASE)).toBeNull();
  });
});
