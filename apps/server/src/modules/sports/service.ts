import type {
  Fixture,
  FixturePage,
  FixtureResult,
  FixtureResultPage,
  League,
  Location,
  Market,
  SelectionQuote,
  SportCount,
} from '@site/contracts/api/sports';
import { DAY_MS, seoulDayStartOf, seoulToday } from '@site/contracts/clock';
import { sportIdsOfTab, sportTabs, type SportTabKey } from '@site/contracts/sports';
import { sportsBooks, type MarketType, type SportsBook } from '@site/contracts/sports-markets';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow } from '../../http/paging';
import { mainMarketIds } from './book-filter';
import {
  bookMarkets,
  bookMarketsWithSelections,
  countFixturesBySport,
  findFixture,
  isBettingOpen,
  leagueCounts,
  listFixtures,
  locationCounts,
  resultsPage,
  selectionStates,
  selectionsOfMarkets,
  type BookMarketRow,
  type FixtureListRow,
  type ResultRow,
} from './repo';

export const sportsErrors = {
  fixtureNotFound: '경기를 찾을 수 없습니다.',
  /** SPEC.md §8: Europe or in-play open failure */
  underMaintenance: '점검중 입니다.',
  feedNotRunning: '스포츠 피드가 실행 중이 아닙니다.',
  feedElsewhere: '스포츠 피드는 다른 서버 프로세스에서 실행 중입니다. 잠시 후 다시 시도해주세요.',
} as const;

/** `?cross=1`, `?live=1` …: the first book named; none means cross. */
export function bookOfQuery(query: Partial<Record<string, string | undefined>>): SportsBook {
  return sportsBooks.find((book) => query[book] === '1') ?? 'cross';
}

/** One entry per tab, 전체 first, with the fixtures the book lists. */
export async function sportCounts(
  db: Database,
  clock: Clock,
  { book, openOnly }: { book: SportsBook; openOnly: boolean },
): Promise<SportCount[]> {
  const bySport = await countFixturesBySport(db, { book, now: clock.now(), openOnly });
  return sportTabs.map((tab) => {
    const sportIds = sportIdsOfTab(tab.key);
    return {
      key: tab.key,
      sport_id: tab.key !== 'all' && sportIds.length === 1 ? (sportIds[0] as number) : null,
      name_korean: tab.nameKorean,
      cnt: sportIds.reduce((sum, sportId) => sum + (bySport.get(sportId) ?? 0), 0),
    };
  });
}

/** Locations of a sport with fixtures to come. */
export async function locationsOf(db: Database, clock: Clock, sportId: number): Promise<Location[]> {
  const rows = await locationCounts(db, sportId, clock.now());
  return rows.map((row) => ({
    sport_id: sportId,
    location_id: row.locationId,
    name_korean: row.nameKorean,
    cnt: row.total,
  }));
}

/** The location's leagues with fixtures to come, as one group (SPEC.md §3 league groups). */
export async function leagueGroups(
  db: Database,
  clock: Clock,
  sportId: number,
  locationId: number,
): Promise<League[][]> {
  const rows = await leagueCounts(db, sportId, locationId, clock.now());
  if (rows.length === 0) return [];
  return [
    rows.map((row) => ({
      sport_id: sportId,
      location_id: locationId,
      league_id: row.leagueId,
      name_korean: row.nameKorean,
      cnt: row.total,
    })),
  ];
}

export interface FixturePageQuery {
  book: SportsBook;
  tab: string;
  sport_id?: number | undefined;
  location_id?: number | undefined;
  league?: number | undefined;
  page: number;
  size: number;
}

/**
 * A page of the book. Korean-style books carry every market they show; the European and in-play
 * lists carry the main lines only, with marketCount telling how many the fixture view has.
 */
export async function fixturePage(db: Database, clock: Clock, query: FixturePageQuery): Promise<FixturePage> {
  const sportIds = sportIdsOfTab(query.tab as SportTabKey).filter(
    (sportId) => query.sport_id === undefined || sportId === query.sport_id,
  );
  const { rows, totalCount } = await listFixtures(
    db,
    { book: query.book, now: clock.now(), sportIds, locationId: query.location_id, leagueId: query.league },
    rowWindow(query),
  );
  const fixtureIds = rows.map((row) => row.id);
  const marketsByFixture = new Map<number, Market[]>();
  const counts = new Map<number, number>();
  if (query.book === 'europe' || query.book === 'inplay') {
    // The main lines only, with the count of all the fixture view shows.
    const marketRows = await bookMarkets(db, fixtureIds, query.book);
    const main = mainMarketIds(marketRows);
    for (const [fixtureId, list] of await withSelections(
      db,
      marketRows.filter((row) => main.has(row.id)),
    )) {
      marketsByFixture.set(fixtureId, list);
    }
    for (const row of marketRows) counts.set(row.fixtureId, (counts.get(row.fixtureId) ?? 0) + 1);
  } else {
    for (const { market, selections } of await bookMarketsWithSelections(db, fixtureIds, query.book)) {
      const list = marketsByFixture.get(market.fixtureId);
      const shown = toMarket(market, selections);
      if (list) list.push(shown);
      else marketsByFixture.set(market.fixtureId, [shown]);
    }
    for (const [fixtureId, list] of marketsByFixture) counts.set(fixtureId, list.length);
  }
  return pageAnswer(
    rows.map((row) => toFixture(row, marketsByFixture.get(row.id) ?? [], counts.get(row.id) ?? 0)),
    query,
    totalCount,
  );
}

/** One fixture with every market of the book still traded. */
export async function fixtureDetail(db: Database, id: number, book: SportsBook): Promise<Fixture> {
  const row = await findFixture(db, id);
  if (!row) throw new AppError(404, sportsErrors.fixtureNotFound);
  const marketRows = await bookMarkets(db, [id], book);
  const marketsByFixture = await withSelections(db, marketRows);
  return toFixture(row, marketsByFixture.get(id) ?? [], marketRows.length);
}

/**
 * The cart's "refresh odds": current prices; a selection counts as open only when its market and its
 * fixture still take bets. Unknown ids are left out.
 */
export async function selectionQuotes(db: Database, ids: number[]): Promise<SelectionQuote[]> {
  const rows = await selectionStates(db, ids);
  return rows.map((row) => ({
    id: row.id,
    price: row.priceX100 / 100,
    status:
      row.fixtureStatus === 'finished' || row.fixtureStatus === 'cancelled'
        ? 'closed'
        : row.marketStatus !== 'open'
          ? row.marketStatus
          : row.status,
    fixtureStatus: row.fixtureStatus,
  }));
}

/** The instants a Seoul calendar day (YYYY-MM-DD) begins and ends; 400 for a day that does not exist. */
export function seoulDayRange(date: string): { from: Date; to: Date } {
  const from = seoulDayStartOf(date);
  if (Number.isNaN(from.getTime())) throw new AppError(400, '날짜가 올바르지 않습니다.');
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

export async function resultPage(
  db: Database,
  clock: Clock,
  query: { tab: string; date?: string | undefined; page: number; size: number },
): Promise<FixtureResultPage> {
  const { from, to } = seoulDayRange(query.date ?? seoulToday(clock.now().getTime()));
  const { rows, totalCount } = await resultsPage(
    db,
    { sportIds: sportIdsOfTab(query.tab as SportTabKey), from, to },
    rowWindow(query),
  );
  return pageAnswer(
    rows.map((row) => ({
      ...resultFields(row),
      sportId: row.sportId,
      commitment: row.commitment,
      secret: revealedSecret(row),
    })),
    query,
    totalCount,
  );
}

/** A fixture's secret, only when the fixture is over (proof.ts; the results pages list nothing else). */
export const revealedSecret = (row: { status: string; secret: string | null }): string | null =>
  row.status === 'finished' || row.status === 'cancelled' ? row.secret : null;

/** What every results page shows of a finished fixture (repo resultColumns); each page adds its own. */
export function resultFields(row: ResultRow): Omit<FixtureResult, 'sportId' | 'commitment' | 'secret'> {
  return {
    id: row.id,
    leagueNameKorean: row.leagueNameKorean,
    home: row.home,
    away: row.away,
    startAt: row.startAt.toISOString(),
    status: row.status === 'cancelled' ? 'cancelled' : 'finished',
    homeScore: row.homeScore,
    awayScore: row.awayScore,
  };
}

/** SPEC.md §7 kosca/opengame: our own book's address; '점검중 입니다.' while the operator has betting closed. */
export async function openGameUrl(db: Database, type: 'EU' | 'IN'): Promise<string> {
  if (!(await isBettingOpen(db))) throw new AppError(503, sportsErrors.underMaintenance);
  return type === 'EU' ? '/europe' : '/inplay';
}

/** The markets with their selections, by fixture (the virtual sports' events use it too). */
export async function withSelections(db: Database, marketRows: BookMarketRow[]): Promise<Map<number, Market[]>> {
  const selectionRows = await selectionsOfMarkets(
    db,
    marketRows.map((row) => row.id),
  );
  const selectionsByMarket = new Map<number, Market['selections']>();
  for (const row of selectionRows) {
    const list = selectionsByMarket.get(row.marketId) ?? [];
    list.push({ id: row.id, name: row.name, price: row.priceX100 / 100, status: row.status });
    selectionsByMarket.set(row.marketId, list);
  }
  const byFixture = new Map<number, Market[]>();
  for (const row of marketRows) {
    const list = byFixture.get(row.fixtureId) ?? [];
    list.push(toMarket(row, selectionsByMarket.get(row.id) ?? []));
    byFixture.set(row.fixtureId, list);
  }
  return byFixture;
}

/** The Market DTO of a market row and its selections. */
function toMarket(row: BookMarketRow, selections: Market['selections']): Market {
  return {
    id: row.id,
    marketType: row.marketType as MarketType,
    period: row.period,
    line: row.line,
    status: row.status,
    selections,
  };
}

/** The Fixture DTO of a row (fixtureColumns) and its markets; the virtual sports' events extend it. */
export function toFixture(row: Omit<FixtureListRow, 'totalCount'>, markets: Market[], marketCount: number): Fixture {
  const started = row.status === 'live' || (row.status === 'finished' && row.homeScore !== null);
  return {
    id: row.id,
    sportId: row.sportId,
    locationId: row.locationId,
    locationNameKorean: row.locationNameKorean,
    leagueId: row.leagueId,
    leagueNameKorean: row.leagueNameKorean,
    home: row.home,
    away: row.away,
    startAt: row.startAt.toISOString(),
    status: row.status,
    live: started ? { clock: row.liveClock ?? '', homeScore: row.homeScore ?? 0, awayScore: row.awayScore ?? 0 } : null,
    markets,
    marketCount,
  };
}
