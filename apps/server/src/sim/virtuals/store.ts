import { sql } from 'drizzle-orm';
import { virtualSports } from '@site/contracts/virtual-leagues';
import type { Database } from '../../db/client';
import { lockFixturesForWrite } from '../../db/fixture-locks';
import { jsonParameter, rawRows } from '../../db/raw-query';
import { leagues, locations, sports, type FixtureRace } from '../../db/schema/sports';
import type { Pair } from '../sports/match-plan';
import { VIRTUAL_ID_BASE } from '../sports/schedule';
import { VIRTUAL_LOCATION, virtualLeagueEntries } from './catalogue';
import type { VirtualEventSpec } from './event-spec';
import type { StoredMarket } from './outcome';

/**
 * The virtual engine's reads and writes, through the sports tables like the real feed's. Every
 * write that moves an event on is conditional on the state it moves from and answers the rows it
 * changed, so when two engines (two servers) take the same step only one of them takes it.
 */

export type VirtualStatus = 'scheduled' | 'live' | 'finished' | 'cancelled';

/** The virtual sports (marked virtual), their location and leagues; names follow the catalogue on every start. */
export async function upsertVirtualCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(sports)
      .values(
        Object.values(virtualSports).map((sport, index) => ({
          id: sport.sportId,
          name: `Virtual ${sport.key}`,
          nameKorean: sport.nameKorean,
          sort: 1000 + index,
          virtual: true,
        })),
      )
      .onConflictDoUpdate({
        target: sports.id,
        set: {
          name: sql`excluded.name`,
          nameKorean: sql`excluded.name_korean`,
          sort: sql`excluded.sort`,
          virtual: true,
        },
      });
    await tx
      .insert(locations)
      .values({ ...VIRTUAL_LOCATION, sort: 1000 })
      .onConflictDoUpdate({
        target: locations.id,
        set: { name: sql`excluded.name`, nameKorean: sql`excluded.name_korean` },
      });
    await tx
      .insert(leagues)
      .values(
        virtualLeagueEntries.map((league, index) => ({
          id: league.id,
          sportId: league.sport.sportId,
          locationId: VIRTUAL_LOCATION.id,
          name: league.name,
          nameKorean: league.nameKorean,
          sort: index,
        })),
      )
      .onConflictDoUpdate({
        target: leagues.id,
        set: { name: sql`excluded.name`, nameKorean: sql`excluded.name_korean`, sort: sql`excluded.sort` },
      });
  });
}

export interface OpenEvent {
  id: number;
  startAt: Date;
  status: 'scheduled' | 'live';
  race: FixtureRace | null;
}

/** Virtual events not yet over: the ones to start or to finish. */
export async function loadOpenEvents(db: Database): Promise<OpenEvent[]> {
  const found = await rawRows<{
    id: string | number;
    start_at: string | Date;
    status: 'scheduled' | 'live';
    race: FixtureRace | null;
  }>(
    db,
    sql`select id, start_at, status, race from fixtures
        where id >= ${VIRTUAL_ID_BASE} and status in ('scheduled', 'live') order by start_at, id`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    startAt: new Date(row.start_at),
    status: row.status,
    race: row.race,
  }));
}

/** The status of every stored event with an id in one of the ranges (the sports' future slots). */
export async function statusesInRanges(
  db: Database,
  ranges: readonly { from: number; below: number }[],
): Promise<Map<number, VirtualStatus>> {
  if (ranges.length === 0) return new Map();
  const conditions = ranges.map(({ from, below }) => sql`(id >= ${from} and id < ${below})`);
  const found = await rawRows<{ id: string | number; status: VirtualStatus }>(
    db,
    sql`select id, status from fixtures where ${sql.join(conditions, sql` or `)}`,
  );
  return new Map(found.map((row) => [Number(row.id), row.status]));
}

/** Writes new events with their markets; answers the ids this call created (another engine may have been first). */
export async function insertEvents(db: Database, events: readonly VirtualEventSpec[], now: Date): Promise<number[]> {
  if (events.length === 0) return [];
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const fixtureRows = events.map((event) => ({
      id: event.id,
      sport_id: event.league.sport.sportId,
      location_id: VIRTUAL_LOCATION.id,
      league_id: event.league.id,
      home: event.home,
      away: event.away,
      start_at: new Date(event.startAtMs).toISOString(),
      race: event.runners
        ? ({ runners: event.runners.map(({ no, name }) => ({ no, name })), placings: null } satisfies FixtureRace)
        : null,
    }));
    const inserted = await rawRows<{ id: string | number }>(
      tx,
      sql`insert into fixtures (id, sport_id, location_id, league_id, home, away, start_at, status, race, updated_at)
          select r.id, r.sport_id, r.location_id, r.league_id, r.home, r.away, r.start_at, 'scheduled', r.race, ${at}::timestamptz
          from jsonb_to_recordset(${jsonParameter(fixtureRows)}::jsonb) as r(
            id bigint, sport_id integer, location_id integer, league_id integer, home text, away text,
            start_at timestamptz, race jsonb)
          on conflict (id) do nothing
          returning id`,
    );
    const created = new Set(inserted.map((row) => Number(row.id)));
    const mine = events.filter((event) => created.has(event.id));
    const marketRows = mine.flatMap((event) =>
      event.markets.map((market) => ({
        id: market.id,
        fixture_id: event.id,
        market_type: market.marketType,
        period: market.period,
        line: market.line,
        sort: market.sort,
      })),
    );
    const selectionRows = mine.flatMap((event) =>
      event.markets.flatMap((market) =>
        market.selections.map((selection, sort) => ({
          id: selection.id,
          market_id: market.id,
          fixture_id: event.id,
          name: selection.name,
          price_x100: selection.priceX100,
          sort,
        })),
      ),
    );
    if (marketRows.length > 0) {
      await tx.execute(sql`
        insert into markets (id, fixture_id, market_type, period, line, status, sort)
        select r.id, r.fixture_id, r.market_type, r.period, r.line, 'open', r.sort
        from jsonb_to_recordset(${jsonParameter(marketRows)}::jsonb) as r(
          id bigint, fixture_id bigint, market_type text, period smallint, line text, sort integer)
        on conflict (id) do nothing`);
    }
    if (selectionRows.length > 0) {
      await tx.execute(sql`
        insert into selections (id, market_id, fixture_id, name, price_x100, status, sort, updated_at)
        select r.id, r.market_id, r.fixture_id, r.name, r.price_x100, 'open', r.sort, ${at}::timestamptz
        from jsonb_to_recordset(${jsonParameter(selectionRows)}::jsonb) as r(
          id bigint, market_id bigint, fixture_id bigint, name text, price_x100 integer, sort integer)
        on conflict (id) do nothing`);
    }
    return [...created];
  });
}

/** A selection whose state changed, for the odds stream. */
export interface ChangedSelection {
  id: number;
  marketId: number;
  fixtureId: number;
  priceX100: number;
}

export interface ChangedMarket {
  id: number;
  fixtureId: number;
}

export interface StartedEvents {
  ids: number[];
  markets: ChangedMarket[];
  selections: ChangedSelection[];
}

/**
 * Closes betting on events still scheduled: live with the running text, markets and selections
 * suspended (shown locked until the result). `startAt` moves the start (the operator's play-now).
 */
export async function startEvents(
  db: Database,
  ids: readonly number[],
  { now, liveClock, startAt }: { now: Date; liveClock: (id: number) => string; startAt?: Date },
): Promise<StartedEvents> {
  if (ids.length === 0) return { ids: [], markets: [], selections: [] };
  const at = now.toISOString();
  const updates = ids.map((id) => ({ id, live_clock: liveClock(id) }));
  const moveStart = startAt ? sql`, start_at = ${startAt.toISOString()}::timestamptz` : sql``;
  return db.transaction(async (tx) => {
    // Waits for the slips holding these events (db/fixture-locks.ts), which then read them live.
    await lockFixturesForWrite(tx, ids);
    const started = (
      await rawRows<{ id: string | number }>(
        tx,
        sql`update fixtures as f set status = 'live', live_clock = r.live_clock, updated_at = ${at}::timestamptz ${moveStart}
            from jsonb_to_recordset(${jsonParameter(updates)}::jsonb) as r(id bigint, live_clock text)
            where f.id = r.id and f.status = 'scheduled'
            returning f.id`,
      )
    ).map((row) => Number(row.id));
    if (started.length === 0) return { ids: [], markets: [], selections: [] };
    const startedIds = jsonParameter(started);
    const markets = await rawRows<{ id: string | number; fixture_id: string | number }>(
      tx,
      sql`update markets set status = 'suspended'
          where fixture_id in (select value::bigint from jsonb_array_elements_text(${startedIds}::jsonb)) and status = 'open'
          returning id, fixture_id`,
    );
    const selections = await rawRows<SelectionRowText>(
      tx,
      sql`update selections set status = 'suspended', updated_at = ${at}::timestamptz
          where fixture_id in (select value::bigint from jsonb_array_elements_text(${startedIds}::jsonb)) and status = 'open'
          returning id, market_id, fixture_id, price_x100`,
    );
    return {
      ids: started,
      markets: markets.map((row) => ({ id: Number(row.id), fixtureId: Number(row.fixture_id) })),
      selections: selections.map(toChangedSelection),
    };
  });
}

/** The events' markets with their selections in order, as stored: what the results are written against. */
export async function storedMarketsOf(db: Database, ids: readonly number[]): Promise<Map<number, StoredMarket[]>> {
  const byFixture = new Map<number, StoredMarket[]>();
  if (ids.length === 0) return byFixture;
  const found = await rawRows<{
    market_id: string | number;
    fixture_id: string | number;
    market_type: string;
    period: number;
    line: string | null;
    selection_id: string | number;
    name: string;
  }>(
    db,
    sql`select m.id as market_id, m.fixture_id, m.market_type, m.period, m.line, s.id as selection_id, s.name
        from markets m join selections s on s.market_id = m.id
        where m.fixture_id in (select value::bigint from jsonb_array_elements_text(${jsonParameter(ids)}::jsonb))
        order by m.fixture_id, m.sort, m.id, s.sort, s.id`,
  );
  const byMarket = new Map<number, StoredMarket>();
  for (const row of found) {
    const marketId = Number(row.market_id);
    let market = byMarket.get(marketId);
    if (!market) {
      market = { marketType: row.market_type, period: row.period, line: row.line, selections: [] };
      byMarket.set(marketId, market);
      const fixtureId = Number(row.fixture_id);
      byFixture.set(fixtureId, [...(byFixture.get(fixtureId) ?? []), market]);
    }
    market.selections.push({ id: Number(row.selection_id), name: row.name });
  }
  return byFixture;
}

export interface EventFinish {
  id: number;
  homeScore: number | null;
  awayScore: number | null;
  periodScores: Record<string, Pair> | null;
  race: FixtureRace | null;
  /** every selection's result */
  results: Map<number, number>;
}

export interface FinishedEvents {
  ids: number[];
  /** the final scores of the matches among them */
  scores: Map<number, Pair>;
  markets: ChangedMarket[];
  selections: ChangedSelection[];
}

/**
 * Writes results of events not yet over, in one transaction: the fixture finished with its score or
 * placings, every selection's result, markets and selections closed. Answers what this call finished.
 */
export async function finishEvents(db: Database, finishes: readonly EventFinish[], now: Date): Promise<FinishedEvents> {
  if (finishes.length === 0) return { ids: [], scores: new Map(), markets: [], selections: [] };
  const at = now.toISOString();
  const fixtureRows = finishes.map((finish) => ({
    id: finish.id,
    home_score: finish.homeScore,
    away_score: finish.awayScore,
    period_scores: finish.periodScores,
    race: finish.race,
  }));
  return db.transaction(async (tx) => {
    // Waits for the slips holding these events (db/fixture-locks.ts): a bet is in before its event ends, or refused.
    await lockFixturesForWrite(
      tx,
      finishes.map((finish) => finish.id),
    );
    const finishedRows = await rawRows<{ id: string | number; home_score: number | null; away_score: number | null }>(
      tx,
      sql`update fixtures as f set
              status = 'finished', live_clock = '종료', home_score = r.home_score, away_score = r.away_score,
              period_scores = r.period_scores, race = coalesce(r.race, f.race), finished_at = ${at}::timestamptz,
              updated_at = ${at}::timestamptz
            from jsonb_to_recordset(${jsonParameter(fixtureRows)}::jsonb) as r(
              id bigint, home_score smallint, away_score smallint, period_scores jsonb, race jsonb)
            where f.id = r.id and f.status in ('scheduled', 'live')
            returning f.id, f.home_score, f.away_score`,
    );
    const finished = finishedRows.map((row) => Number(row.id));
    if (finished.length === 0) return { ids: [], scores: new Map(), markets: [], selections: [] };
    const scores = new Map<number, Pair>();
    for (const row of finishedRows) {
      if (row.home_score !== null && row.away_score !== null)
        scores.set(Number(row.id), [row.home_score, row.away_score]);
    }
    const mine = new Set(finished);
    const resultRows = finishes
      .filter((finish) => mine.has(finish.id))
      .flatMap((finish) => [...finish.results].map(([id, result]) => ({ id, fixture_id: finish.id, result })));
    const markets = await rawRows<{ id: string | number; fixture_id: string | number }>(
      tx,
      sql`update markets set status = 'closed'
          where fixture_id in (select value::bigint from jsonb_array_elements_text(${jsonParameter(finished)}::jsonb)) and status <> 'closed'
          returning id, fixture_id`,
    );
    const selections = await rawRows<SelectionRowText>(
      tx,
      sql`update selections as s set status = 'closed', result = r.result, updated_at = ${at}::timestamptz
          from jsonb_to_recordset(${jsonParameter(resultRows)}::jsonb) as r(id bigint, fixture_id bigint, result smallint)
          where s.id = r.id and s.fixture_id = r.fixture_id
          returning s.id, s.market_id, s.fixture_id, s.price_x100`,
    );
    return {
      ids: finished,
      scores,
      markets: markets.map((row) => ({ id: Number(row.id), fixtureId: Number(row.fixture_id) })),
      selections: selections.map(toChangedSelection),
    };
  });
}

/** The league's next events not yet started: those of its earliest scheduled start after `now`. */
export async function nextScheduledEventIds(db: Database, leagueId: number, now: Date): Promise<number[]> {
  const found = await rawRows<{ id: string | number }>(
    db,
    sql`select id from fixtures
        where league_id = ${leagueId} and status = 'scheduled' and start_at = (
          select min(start_at) from fixtures
          where league_id = ${leagueId} and status = 'scheduled' and start_at > ${now.toISOString()}::timestamptz)
        order by id`,
  );
  return found.map((row) => Number(row.id));
}

interface SelectionRowText {
  id: string | number;
  market_id: string | number;
  fixture_id: string | number;
  price_x100: number;
}

const toChangedSelection = (row: SelectionRowText): ChangedSelection => ({
  id: Number(row.id),
  marketId: Number(row.market_id),
  fixtureId: Number(row.fixture_id),
  priceX100: row.price_x100,
});
