import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockFixturesForWrite } from '../../db/fixture-locks';
import { jsonParameter, rawRows } from '../../db/raw-query';
import { leagues, locations, sports } from '../../db/schema/sports';
import { catalogueLeagues, catalogueLocations, catalogueSports } from './catalogue';
import type { Pair } from './match-plan';

/**
 * The feed's writes, through the sports tables only, as a real provider's adapter would make them.
 * Rows travel as one JSON parameter (jsonb_to_recordset): a tick that changes ten thousand prices is
 * still one statement per table, and no statement runs into the protocol's limit on parameters.
 */

export type OpenStatus = 'scheduled' | 'live';
export type TradingStatus = 'open' | 'suspended' | 'closed';
export type FixtureStatus = OpenStatus | 'finished' | 'cancelled';

export interface NewFixtureRow {
  id: number;
  sport_id: number;
  location_id: number;
  league_id: number;
  home: string;
  away: string;
  start_at: string;
  /** the fixture's commitment (fixture-spec.ts), public from the start */
  commitment: string;
}

export interface NewMarketRow {
  id: number;
  fixture_id: number;
  market_type: string;
  period: number;
  line: string | null;
  status: TradingStatus;
  sort: number;
}

export interface NewSelectionRow {
  id: number;
  market_id: number;
  fixture_id: number;
  name: string;
  price_x100: number;
  status: TradingStatus;
  sort: number;
}

export interface FixtureUpdateRow {
  id: number;
  status: FixtureStatus;
  live_clock: string | null;
  home_score: number | null;
  away_score: number | null;
  period_scores: Record<string, Pair> | null;
  finished_at: string | null;
  /** the fixture's secret, revealed as it finishes or is called off; null keeps it hidden */
  secret: string | null;
}

export interface MarketUpdateRow {
  id: number;
  status: TradingStatus;
}

export interface SelectionUpdateRow {
  id: number;
  price_x100: number;
  status: TradingStatus;
  result: number | null;
}

export interface TickWrites {
  newFixtures: NewFixtureRow[];
  /** commitments of fixtures listed before fixtures had them, written before their kick-off */
  commitments: { id: number; commitment: string }[];
  newMarkets: NewMarketRow[];
  newSelections: NewSelectionRow[];
  fixtureUpdates: FixtureUpdateRow[];
  marketUpdates: MarketUpdateRow[];
  selectionUpdates: SelectionUpdateRow[];
}

/** Sports, locations and leagues as the catalogue has them; names follow the catalogue on every start. */
export async function upsertCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(sports)
      .values(catalogueSports)
      .onConflictDoUpdate({
        target: sports.id,
        set: { name: sql`excluded.name`, nameKorean: sql`excluded.name_korean`, sort: sql`excluded.sort` },
      });
    await tx
      .insert(locations)
      .values(catalogueLocations.map((location, sort) => ({ ...location, sort })))
      .onConflictDoUpdate({
        target: locations.id,
        set: { name: sql`excluded.name`, nameKorean: sql`excluded.name_korean`, sort: sql`excluded.sort` },
      });
    await tx
      .insert(leagues)
      .values(
        catalogueLeagues.map(({ id, sportId, locationId, name, nameKorean }, sort) => ({
          id,
          sportId,
          locationId,
          name,
          nameKorean,
          sort,
        })),
      )
      .onConflictDoUpdate({
        target: leagues.id,
        set: {
          sportId: sql`excluded.sport_id`,
          locationId: sql`excluded.location_id`,
          name: sql`excluded.name`,
          nameKorean: sql`excluded.name_korean`,
          sort: sql`excluded.sort`,
        },
      });
  });
}

export interface StoredFixture {
  id: number;
  leagueId: number;
  startAt: Date;
  status: OpenStatus;
  liveClock: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** null for a fixture listed before fixtures were committed to */
  commitment: string | null;
}

export interface StoredOpenState {
  fixtures: StoredFixture[];
  markets: { id: number; fixtureId: number; status: TradingStatus }[];
  selections: { id: number; fixtureId: number; priceX100: number; status: TradingStatus }[];
}

/** Fixtures of the real sports only: the virtual sports (sim/virtuals) run their own fixtures. */
const realSport = sql`sport_id in (select id from sports where not virtual)`;

/** Fixtures not yet over, with their markets and prices: what a restarted feed carries on from. */
export async function loadOpenState(db: Database): Promise<StoredOpenState> {
  const open = sql`(select id from fixtures where status in ('scheduled', 'live') and ${realSport})`;
  const fixtureRows = await rawRows<{
    id: string | number;
    league_id: number;
    start_at: string | Date;
    status: OpenStatus;
    live_clock: string | null;
    home_score: number | null;
    away_score: number | null;
    commitment: string | null;
  }>(
    db,
    sql`select id, league_id, start_at, status, live_clock, home_score, away_score, commitment
        from fixtures where status in ('scheduled', 'live') and ${realSport}`,
  );
  const marketRows = await rawRows<{ id: string | number; fixture_id: string | number; status: TradingStatus }>(
    db,
    sql`select id, fixture_id, status from markets where fixture_id in ${open}`,
  );
  const selectionRows = await rawRows<{
    id: string | number;
    fixture_id: string | number;
    price_x100: number;
    status: TradingStatus;
  }>(db, sql`select id, fixture_id, price_x100, status from selections where fixture_id in ${open}`);
  return {
    fixtures: fixtureRows.map((row) => ({
      id: Number(row.id),
      leagueId: row.league_id,
      startAt: new Date(row.start_at),
      status: row.status,
      liveClock: row.live_clock,
      homeScore: row.home_score,
      awayScore: row.away_score,
      commitment: row.commitment,
    })),
    markets: marketRows.map((row) => ({ id: Number(row.id), fixtureId: Number(row.fixture_id), status: row.status })),
    selections: selectionRows.map((row) => ({
      id: Number(row.id),
      fixtureId: Number(row.fixture_id),
      priceX100: row.price_x100,
      status: row.status,
    })),
  };
}

/** Ids of fixtures from `fromId` up to (not including) `belowId`, whatever their state. */
export async function loadFixtureIds(db: Database, fromId: number, belowId: number): Promise<number[]> {
  const found = await rawRows<{ id: string | number }>(
    db,
    sql`select id from fixtures where id >= ${fromId} and id < ${belowId}`,
  );
  return found.map((row) => Number(row.id));
}

/** The highest fixture id from `fromId` up to (not including) `belowId`. */
export async function maxFixtureId(db: Database, fromId: number, belowId: number): Promise<number | null> {
  const [row] = await rawRows<{ id: string | number | null }>(
    db,
    sql`select max(id) as id from fixtures where id >= ${fromId} and id < ${belowId}`,
  );
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** Moves every fixture of the feed not yet over `ms` earlier (the feed's fast-forward); virtual ones keep their slots. */
export async function moveOpenFixturesEarlier(db: Database, ms: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // A pre-match slip checks the start against the clock: the move waits for slips holding these fixtures.
    const open = await rawRows<{ id: string | number }>(
      tx,
      sql`select id from fixtures where status in ('scheduled', 'live') and ${realSport}`,
    );
    const ids = open.map((row) => Number(row.id));
    await lockFixturesForWrite(tx, ids);
    await tx.execute(
      sql`update fixtures set start_at = start_at - make_interval(secs => ${ms / 1000}), updated_at = ${now.toISOString()}::timestamptz
          where id in (select value::bigint from jsonb_array_elements_text(${jsonParameter(ids)}::jsonb))
            and status in ('scheduled', 'live')`,
    );
  });
}

/** One tick's changes in one transaction: inserts, then one update per table. */
export async function writeTick(db: Database, writes: TickWrites, now: Date): Promise<void> {
  const at = now.toISOString();
  const statements: SQL[] = [];
  if (writes.newFixtures.length > 0) {
    statements.push(sql`
      insert into fixtures (id, sport_id, location_id, league_id, home, away, start_at, status, commitment, updated_at)
      select r.id, r.sport_id, r.location_id, r.league_id, r.home, r.away, r.start_at, 'scheduled', r.commitment,
        ${at}::timestamptz
      from jsonb_to_recordset(${jsonParameter(writes.newFixtures)}::jsonb) as r(
        id bigint, sport_id integer, location_id integer, league_id integer, home text, away text, start_at timestamptz,
        commitment text)
      on conflict (id) do nothing`);
  }
  if (writes.commitments.length > 0) {
    statements.push(sql`
      update fixtures as f set commitment = r.commitment
      from jsonb_to_recordset(${jsonParameter(writes.commitments)}::jsonb) as r(id bigint, commitment text)
      where f.id = r.id and f.commitment is null and f.status = 'scheduled'`);
  }
  if (writes.newMarkets.length > 0) {
    statements.push(sql`
      insert into markets (id, fixture_id, market_type, period, line, status, sort)
      select r.id, r.fixture_id, r.market_type, r.period, r.line, r.status, r.sort
      from jsonb_to_recordset(${jsonParameter(writes.newMarkets)}::jsonb) as r(
        id bigint, fixture_id bigint, market_type text, period smallint, line text, status text, sort integer)
      on conflict (id) do nothing`);
  }
  if (writes.newSelections.length > 0) {
    statements.push(sql`
      insert into selections (id, market_id, fixture_id, name, price_x100, status, sort, updated_at)
      select r.id, r.market_id, r.fixture_id, r.name, r.price_x100, r.status, r.sort, ${at}::timestamptz
      from jsonb_to_recordset(${jsonParameter(writes.newSelections)}::jsonb) as r(
        id bigint, market_id bigint, fixture_id bigint, name text, price_x100 integer, status text, sort integer)
      on conflict (id) do nothing`);
  }
  if (writes.fixtureUpdates.length > 0) {
    statements.push(sql`
      update fixtures as f set
        status = r.status, live_clock = r.live_clock, home_score = r.home_score, away_score = r.away_score,
        period_scores = coalesce(r.period_scores, f.period_scores), finished_at = coalesce(r.finished_at, f.finished_at),
        secret = coalesce(r.secret, f.secret), updated_at = ${at}::timestamptz
      from jsonb_to_recordset(${jsonParameter(writes.fixtureUpdates)}::jsonb) as r(
        id bigint, status text, live_clock text, home_score smallint, away_score smallint, period_scores jsonb,
        finished_at timestamptz, secret text)
      where f.id = r.id`);
  }
  if (writes.marketUpdates.length > 0) {
    statements.push(sql`
      update markets as m set status = r.status
      from jsonb_to_recordset(${jsonParameter(writes.marketUpdates)}::jsonb) as r(id bigint, status text)
      where m.id = r.id`);
  }
  if (writes.selectionUpdates.length > 0) {
    statements.push(sql`
      update selections as s set
        price_x100 = r.price_x100, status = r.status, result = coalesce(r.result, s.result), updated_at = ${at}::timestamptz
      from jsonb_to_recordset(${jsonParameter(writes.selectionUpdates)}::jsonb) as r(
        id bigint, price_x100 integer, status text, result smallint)
      where s.id = r.id`);
  }
  if (statements.length === 0) return;
  await db.transaction(async (tx) => {
    // Starting, playing and ending a fixture wait for the bet slips that hold it (db/fixture-locks.ts).
    await lockFixturesForWrite(
      tx,
      writes.fixtureUpdates.map((row) => row.id),
    );
    for (const statement of statements) await tx.execute(statement);
  });
}
