import { and, asc, count, desc, eq, exists, gt, gte, inArray, lt, min, ne, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SportsBook } from '@site/contracts/sports-markets';
import type { Database } from '../../db/client';
import { sportsSettings, SPORTS_SETTINGS_ROW_ID } from '../../db/schema/bets';
import { fixtures, leagues, locations, markets, selections } from '../../db/schema/sports';
import { fixtureInBookCondition, marketInBookCondition, realSportCondition } from './book-filter';
import { preparedOnce } from '../../db/prepared';
import { anyOf } from './prepared';

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

/**
 * The page query of one shape of filter (book, with or without a location, a league), built once per
 * database and run as a named prepared statement: building it (the book's market condition, the sport
 * list) cost more CPU than PostgreSQL spent answering it.
 */
function fixturePageQuery(db: Database, book: SportsBook, byLocation: boolean, byLeague: boolean) {
  const name = `sports_page_${book}_${byLocation ? 1 : 0}${byLeague ? 1 : 0}`;
  return preparedOnce(db, name, () => {
    const where = and(
      fixtureInBookCondition(book, sql.placeholder('now')),
      anyOf(fixtures.sportId, 'sportIds'),
      byLocation ? eq(fixtures.locationId, sql.placeholder('locationId')) : undefined,
      byLeague ? eq(fixtures.leagueId, sql.placeholder('leagueId')) : undefined,
      hasBookMarket(db, book, false),
    );
    const page = selectFixtures(db, { totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
      .where(where)
      .orderBy(asc(fixtures.startAt), asc(leagues.sort), asc(fixtures.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
    // A page past the end has no row to carry the count.
    const total = db.select({ total: count() }).from(fixtures).where(where).prepare(`${name}_count`);
    return { page, total };
  });
}

/** One page of the book's fixtures by start, league and id, with the count of all. */
export async function listFixtures(
  db: Database,
  filter: FixtureListFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const query = fixturePageQuery(db, filter.book, filter.locationId !== undefined, filter.leagueId !== undefined);
  const params = {
    now: filter.now,
    sportIds: filter.sportIds,
    locationId: filter.locationId,
    leagueId: filter.leagueId,
    limit,
    offset,
  };
  const rows = await query.page.execute(params);
  let totalCount = rows[0]?.totalCount;
  if (totalCount === undefined) {
    const [row] = await query.total.execute(params);
    totalCount = row?.total ?? 0;
  }
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

/** The fixtures' markets the book shows that are still traded, in the feed's order. */
export async function bookMarkets(db: Database, fixtureIds: number[], book: SportsBook) {
  if (fixtureIds.length === 0) return [];
  const name = `sports_markets_${book}`;
  const query = preparedOnce(db, name, () =>
    db
      .select({
        id: markets.id,
        fixtureId: markets.fixtureId,
        marketType: markets.marketType,
        period: markets.period,
        line: markets.line,
        status: markets.status,
        sort: markets.sort,
      })
      .from(markets)
      .where(and(anyOf(markets.fixtureId, 'fixtureIds'), ne(markets.status, 'closed'), marketInBookCondition(book)))
      .orderBy(asc(markets.fixtureId), asc(markets.sort))
      .prepare(name),
  );
  return query.execute({ fixtureIds });
}

export type BookMarketRow = Awaited<ReturnType<typeof bookMarkets>>[number];

export async function selectionsOfMarkets(db: Database, marketIds: number[]) {
  if (marketIds.length === 0) return [];
  const name = 'sports_selections';
  const query = preparedOnce(db, name, () =>
    db
      .select({
        id: selections.id,
        marketId: selections.marketId,
        name: selections.name,
        priceX100: selections.priceX100,
        status: selections.status,
      })
      .from(selections)
      .where(anyOf(selections.marketId, 'marketIds'))
      .orderBy(asc(selections.marketId), asc(selections.sort))
      .prepare(name),
  );
  return query.execute({ marketIds });
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
      extraColumns: { sportId: fixtures.sportId },
    },
    window,
  );
}

/** A row of resultColumns, whichever page read it. */
export type ResultRow = Omit<Awaited<ReturnType<typeof resultsPage>>['rows'][number], 'sportId'>;

/** The operator's switch for all sports betting; without a settings row betting is open. */
export async function isBettingOpen(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ bettingOpen: sportsSettings.bettingOpen })
    .from(sportsSettings)
    .where(eq(sportsSettings.id, SPORTS_SETTINGS_ROW_ID));
  return row?.bettingOpen ?? true;
}
