import { and, asc, count, desc, eq, exists, gt, gte, inArray, lt, min, ne, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Market } from '@site/contracts/api/sports';
import { isLiveBook, type SportsBook } from '@site/contracts/sports-markets';
import type { Database } from '../../db/client';
import { sportsSettings, SPORTS_SETTINGS_ROW_ID } from '../../db/schema/bets';
import {
  fixtures,
  leagues,
  locations,
  markets,
  selections,
  type FixtureRow,
  type MarketRow,
  type SelectionRow,
} from '../../db/schema/sports';
import { fixtureInBookCondition, marketInBookCondition, marketInBookText, realSportCondition } from './book-filter';
import {
  placeholderList,
  preparedByLength,
  preparedOnce,
  preparedStatement,
  runPrepared,
  type PreparedStatement,
} from '../../db/prepared';

/** A fixture with a market of the book that is still traded (open, or only with `openOnly` false, suspended). */
export function hasBookMarket(db: Database, book: SportsBook, openOnly: boolean): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(markets)
      .where(
        and(
          eq(markets.fixtureId, fixtures.id),
          openOnly ? eq(markets.status, 'open') : ne(markets.status, 'closed'),
          marketInBookCondition(book),
        ),
      ),
  );
}

/** How many fixtures each sport has in the book. */
export async function countFixturesBySport(
  db: Database,
  { book, now, openOnly }: { book: SportsBook; now: Date; openOnly: boolean },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ sportId: fixtures.sportId, total: count() })
    .from(fixtures)
    .where(and(fixtureInBookCondition(book, now), hasBookMarket(db, book, openOnly)))
    .groupBy(fixtures.sportId);
  return new Map(rows.map((row) => [row.sportId, row.total]));
}

const upcoming = (now: Date) => fixtureInBookCondition('cross', now);

export async function locationCounts(db: Database, sportId: number, now: Date) {
  return db
    .select({ locationId: fixtures.locationId, nameKorean: locations.nameKorean, total: count() })
    .from(fixtures)
    .innerJoin(locations, eq(locations.id, fixtures.locationId))
    .where(and(eq(fixtures.sportId, sportId), upcoming(now)))
    .groupBy(fixtures.locationId, locations.nameKorean, locations.sort)
    .orderBy(asc(locations.sort), asc(fixtures.locationId));
}

export async function leagueCounts(db: Database, sportId: number, locationId: number, now: Date) {
  return db
    .select({ leagueId: fixtures.leagueId, nameKorean: leagues.nameKorean, total: count() })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(and(eq(fixtures.sportId, sportId), eq(fixtures.locationId, locationId), upcoming(now)))
    .groupBy(fixtures.leagueId, leagues.nameKorean, leagues.sort)
    .orderBy(asc(leagues.sort), asc(fixtures.leagueId));
}

/** A fixture as the books' DTO (service.ts toFixture) reads it; the virtual sports' events too (selectFixtures). */
const fixtureColumns = {
  id: fixtures.id,
  sportId: fixtures.sportId,
  locationId: fixtures.locationId,
  locationNameKorean: locations.nameKorean,
  leagueId: fixtures.leagueId,
  leagueNameKorean: leagues.nameKorean,
  home: fixtures.home,
  away: fixtures.away,
  startAt: fixtures.startAt,
  status: fixtures.status,
  liveClock: fixtures.liveClock,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
};

/** fixtureColumns and the caller's own, from a fixture with its league and location. */
export function selectFixtures<Extra extends SelectedFields>(db: Database, extraColumns: Extra) {
  return db
    .select({ ...fixtureColumns, ...extraColumns })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(locations, eq(locations.id, fixtures.locationId));
}

export interface FixtureListFilter {
  book: SportsBook;
  now: Date;
  sportIds: number[];
  locationId?: number | undefined;
  leagueId?: number | undefined;
}

/** A fixture of a page as its statement answers it: node-postgres' values (int8 as text). */
interface PageRow {
  total: number;
  id: string;
  sport_id: number;
  location_id: number;
  location_name: string;
  league_id: number;
  league_name: string;
  home: string;
  away: string;
  /** epoch ms: a number to read, where a timestamptz is a date text to parse */
  start_ms: number;
  status: FixtureRow['status'];
  live_clock: string | null;
  home_score: number | null;
  away_score: number | null;
}

/** The values of a page statement, in its placeholders' order ($1 …). */
type PageValues = [now: Date, sportIds: number[], limit: number, offset: number, ...filters: number[]];

/**
 * The book's fixtures matching a filter, as SQL over `fixtures f` with `$1` the instant and `$2` the
 * sports, then the location and the league from `$5` for the filters given: fixtureInBookCondition and
 * hasBookMarket (any market still traded) with the book's constants written in.
 */
function fixtureFilterText(book: SportsBook, byLocation: boolean, byLeague: boolean): string {
  const filters = [
    isLiveBook(book)
      ? `f.status = 'live' and $1::timestamptz is not null`
      : `f.status = 'scheduled' and f.start_at > $1`,
    // The catalogue's sports that are real, found once (an init plan), not looked up per fixture.
    'f.sport_id = any(array(select s.id from sports s where s.id = any($2::int4[]) and not s.virtual))',
  ];
  if (byLocation) filters.push('f.location_id = $5');
  if (byLeague) filters.push(`f.league_id = $${byLocation ? 6 : 5}`);
  filters.push(
    `exists (select from markets m where m.fixture_id = f.id and m.status <> 'closed' and ${marketInBookText(book, 'm')})`,
  );
  return filters.join(' and ');
}

/**
 * A page of one shape of filter (book, with or without a location, a league), fixed at load: the page's
 * ids are found from the fixtures and their leagues' sort alone, and only its rows are then read wide
 * with their location's and league's names. The count of all rides on each row.
 */
const pageStatements = new Map<
  string,
  { page: PreparedStatement<PageRow, PageValues>; total: PreparedStatement<{ total: number }, PageValues> }
>();

function pageStatementsOf(book: SportsBook, byLocation: boolean, byLeague: boolean) {
  const name = `sports_page_${book}_${byLocation ? 1 : 0}${byLeague ? 1 : 0}`;
  let statements = pageStatements.get(name);
  if (!statements) {
    const where = fixtureFilterText(book, byLocation, byLeague);
    statements = {
      page: preparedStatement<PageRow, PageValues>(
        name,
        `with page as (
  select f.id, f.start_at, l.sort as league_sort, count(*) over () as total
  from fixtures f join leagues l on l.id = f.league_id
  where ${where}
  order by f.start_at, l.sort, f.id
  limit $3 offset $4
)
select p.total::int4 as total, f.id, f.sport_id, f.location_id, lo.name_korean as location_name,
  f.league_id, l.name_korean as league_name, f.home, f.away,
  (extract(epoch from f.start_at) * 1000)::float8 as start_ms, f.status, f.live_clock, f.home_score, f.away_score
from page p
  join fixtures f on f.id = p.id
  join leagues l on l.id = f.league_id
  join locations lo on lo.id = f.location_id
order by p.start_at, p.league_sort, p.id`,
      ),
      // A page past the end has no row to carry the count; $3 and $4 are unused there but kept in the values.
      total: preparedStatement<{ total: number }, PageValues>(
        `${name}_count`,
        `select count(*)::int4 as total from fixtures f where ${where} and $3::int4 is not null and $4::int4 is not null`,
      ),
    };
    pageStatements.set(name, statements);
  }
  return statements;
}

/** One page of the book's fixtures by start, league and id, with the count of all. */
export async function listFixtures(
  db: Database,
  filter: FixtureListFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const statements = pageStatementsOf(filter.book, filter.locationId !== undefined, filter.leagueId !== undefined);
  const values: PageValues = [filter.now, filter.sportIds, limit, offset];
  if (filter.locationId !== undefined) values.push(filter.locationId);
  if (filter.leagueId !== undefined) values.push(filter.leagueId);
  const found = await runPrepared(db, statements.page, values);
  let totalCount = found[0]?.total;
  if (totalCount === undefined) {
    const [row] = await runPrepared(db, statements.total, values);
    totalCount = row?.total ?? 0;
  }
  const rows = found.map((row) => ({
    id: Number(row.id),
    sportId: row.sport_id,
    locationId: row.location_id,
    locationNameKorean: row.location_name,
    leagueId: row.league_id,
    leagueNameKorean: row.league_name,
    home: row.home,
    away: row.away,
    startAt: new Date(row.start_ms),
    status: row.status,
    liveClock: row.live_clock,
    homeScore: row.home_score,
    awayScore: row.away_score,
  }));
  return { rows, totalCount };
}

export type FixtureListRow = Awaited<ReturnType<typeof listFixtures>>['rows'][number];

export async function findFixture(db: Database, id: number) {
  const name = 'sports_fixture';
  const query = preparedOnce(db, name, () =>
    selectFixtures(db, {})
      .where(eq(fixtures.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  return row;
}

/**
 * When the next fixture starts: the pre-match lists (fixtures not started yet) change at that instant
 * without any batch saying so. Every scheduled fixture counts, a superset of any list's, so the
 * instant is never later than the one that list would give.
 */
export async function nextStartAfter(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(fixtures.startAt) })
    .from(fixtures)
    .where(and(eq(fixtures.status, 'scheduled'), gt(fixtures.startAt, now)));
  return row?.at ?? null;
}

/** A market as bookMarkets answers it. */
export interface BookMarketRow {
  id: number;
  fixtureId: number;
  marketType: string;
  period: number;
  line: string | null;
  status: MarketRow['status'];
  sort: number;
}

interface RawMarket {
  id: string;
  fixture_id: string;
  market_type: string;
  period: number;
  line: string | null;
  status: MarketRow['status'];
  sort: number;
}

const marketColumns = 'm.id, m.fixture_id, m.market_type, m.period, m.line, m.status, m.sort';
const marketOrder = 'm.fixture_id, m.sort, m.id';
/**
 * A statement's text over `markets m` for the page's fixtures, one statement per book and number of
 * fixtures (db/prepared.ts preparedByLength): with one array parameter PostgreSQL planned it afresh on
 * every run, planning costing more than the run.
 */
const marketsInBook = (book: SportsBook, length: number) =>
  `m.fixture_id in (${placeholderList(1, length)}) and m.status <> 'closed' and ${marketInBookText(book, 'm')}`;

function byBookAndLength<Row>(name: string, textFor: (book: SportsBook, length: number) => string) {
  const statements = new Map<SportsBook, (length: number) => PreparedStatement<Row, number[]>>();
  return (book: SportsBook, length: number) => {
    let ofBook = statements.get(book);
    if (!ofBook) {
      ofBook = preparedByLength<Row, number[]>(`${name}_${book}`, (count) => textFor(book, count));
      statements.set(book, ofBook);
    }
    return ofBook(length);
  };
}

const marketStatement = byBookAndLength<RawMarket>(
  'sports_markets',
  (book, length) =>
    `select ${marketColumns} from markets m where ${marketsInBook(book, length)} order by ${marketOrder}`,
);

const toMarketRow = (row: RawMarket): BookMarketRow => ({
  id: Number(row.id),
  fixtureId: Number(row.fixture_id),
  marketType: row.market_type,
  period: row.period,
  line: row.line,
  status: row.status,
  sort: row.sort,
});

/** The fixtures' markets the book shows that are still traded, in the feed's order. */
export async function bookMarkets(db: Database, fixtureIds: number[], book: SportsBook): Promise<BookMarketRow[]> {
  if (fixtureIds.length === 0) return [];
  const rows = await runPrepared(db, marketStatement(book, fixtureIds.length), fixtureIds);
  return rows.map(toMarketRow);
}

/** A selection as selectionsOfMarkets answers it. */
export interface SelectionRowOfMarket {
  id: number;
  marketId: number;
  name: string;
  priceX100: number;
  status: SelectionRow['status'];
}

const selectionsStatement = preparedByLength<
  { id: string; market_id: string; name: string; price_x100: number; status: SelectionRow['status'] },
  number[]
>(
  'sports_selections',
  (length) =>
    `select s.id, s.market_id, s.name, s.price_x100, s.status from selections s where s.market_id in (${placeholderList(1, length)}) order by s.market_id, s.sort, s.id`,
);

export async function selectionsOfMarkets(db: Database, marketIds: number[]): Promise<SelectionRowOfMarket[]> {
  if (marketIds.length === 0) return [];
  const rows = await runPrepared(db, selectionsStatement(marketIds.length), marketIds);
  return rows.map((row) => ({
    id: Number(row.id),
    marketId: Number(row.market_id),
    name: row.name,
    priceX100: row.price_x100,
    status: row.status,
  }));
}

/** A market with one of its selections (none: the selection's columns null), as marketsWithSelections reads it. */
interface RawMarketSelection extends RawMarket {
  selection_id: string | null;
  selection_name: string | null;
  price_x100: number | null;
  selection_status: SelectionRow['status'] | null;
}

const marketSelectionStatement = byBookAndLength<RawMarketSelection>(
  'sports_markets_selections',
  (
    book,
    length,
  ) => `select ${marketColumns}, s.id as selection_id, s.name as selection_name, s.price_x100, s.status as selection_status
from markets m
  -- Each market's selections by their index: as a plain join the planner came to read and hash every
  -- selection for the page's few markets. "offset 0" keeps it from turning the lateral back into that join.
  left join lateral (select * from selections where selections.market_id = m.id offset 0) s on true
where ${marketsInBook(book, length)}
order by ${marketOrder}, s.sort, s.id`,
);

/**
 * bookMarkets and each market's selections in one statement: a row per selection (one with no selection
 * for a market without any), markets in the feed's order, selections in theirs.
 */
export async function bookMarketsWithSelections(
  db: Database,
  fixtureIds: number[],
  book: SportsBook,
): Promise<{ market: BookMarketRow; selections: Market['selections'] }[]> {
  if (fixtureIds.length === 0) return [];
  const rows = await runPrepared(db, marketSelectionStatement(book, fixtureIds.length), fixtureIds);
  const found: { market: BookMarketRow; selections: Market['selections'] }[] = [];
  let last: RawMarketSelection | undefined;
  let current: Market['selections'] = [];
  for (const row of rows) {
    if (last?.id !== row.id) {
      current = [];
      found.push({ market: toMarketRow(row), selections: current });
      last = row;
    }
    if (row.selection_id !== null) {
      current.push({
        id: Number(row.selection_id),
        name: row.selection_name as string,
        price: (row.price_x100 as number) / 100,
        status: row.selection_status as SelectionRow['status'],
      });
    }
  }
  return found;
}

/** Current price and state of selections, with their market's and fixture's states. */
export async function selectionStates(db: Database, ids: number[]) {
  return db
    .select({
      id: selections.id,
      priceX100: selections.priceX100,
      status: selections.status,
      marketStatus: markets.status,
      fixtureStatus: fixtures.status,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(fixtures, eq(fixtures.id, selections.fixtureId))
    .where(inArray(selections.id, ids))
    .orderBy(asc(selections.id));
}

/** A finished fixture as every results page reads it (service.ts resultFields); each page adds its own columns. */
const resultColumns = {
  id: fixtures.id,
  leagueNameKorean: leagues.nameKorean,
  home: fixtures.home,
  away: fixtures.away,
  startAt: fixtures.startAt,
  status: fixtures.status,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
};

/**
 * Finished and cancelled fixtures matching `where` that started in [from, to), newest first, with the
 * count of all: the books' results and the virtual sports' results are both this page.
 */
export async function finishedFixturePage<Extra extends SelectedFields>(
  db: Database,
  { where, from, to, extraColumns }: { where: SQL | undefined; from: Date; to: Date; extraColumns: Extra },
  { limit, offset }: { limit: number; offset: number },
) {
  const finished = and(
    where,
    inArray(fixtures.status, ['finished', 'cancelled']),
    gte(fixtures.startAt, from),
    lt(fixtures.startAt, to),
  );
  const [counted] = await db.select({ total: count() }).from(fixtures).where(finished);
  const rows = await db
    .select({ ...resultColumns, ...extraColumns })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(finished)
    .orderBy(desc(fixtures.startAt), desc(fixtures.id))
    .limit(limit)
    .offset(offset);
  return { rows, totalCount: counted?.total ?? 0 };
}

/** The books' results: the real sports' finished and cancelled fixtures of a Seoul day. */
export async function resultsPage(
  db: Database,
  { sportIds, from, to }: { sportIds: number[]; from: Date; to: Date },
  window: { limit: number; offset: number },
) {
  return finishedFixturePage(
    db,
    {
      where: and(realSportCondition, inArray(fixtures.sportId, sportIds)),
      from,
      to,
      extraColumns: { sportId: fixtures.sportId, commitment: fixtures.commitment, secret: fixtures.secret },
    },
    window,
  );
}

/** A row of resultColumns, whichever page read it. */
export type ResultRow = Omit<
  Awaited<ReturnType<typeof resultsPage>>['rows'][number],
  'sportId' | 'commitment' | 'secret'
>;

/** The operator's switch for all sports betting; without a settings row betting is open. */
export async function isBettingOpen(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ bettingOpen: sportsSettings.bettingOpen })
    .from(sportsSettings)
    .where(eq(sportsSettings.id, SPORTS_SETTINGS_ROW_ID));
  return row?.bettingOpen ?? true;
}
