import { and, asc, count, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture, FixturePage, Market } from '@site/contracts/api/sports';
import { sportIdsOfTab, sportTabs, type SportTabKey } from '@site/contracts/sports';
import { sportsBooks, type MarketType, type SportsBook } from '@site/contracts/sports-markets';
import type { Database } from '../../db/client';
import { fixtures, leagues, locations, markets, selections } from '../../db/schema/sports';
import { seedDemoData } from '../../db/seed';
import { createFeedUnderTest, type FeedUnderTest } from '../../sim/sports/test-feed';
import { fixtureInBookCondition, mainMarketIds, marketInBookCondition } from './book-filter';
import { fixturePage, type FixturePageQuery } from './service';

let t: FeedUnderTest;

beforeAll(async () => {
  t = await createFeedUnderTest();
  await seedDemoData(t.db);
  // Some fixtures in play, for the live books.
  await t.feed.tick();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * The list as it was answered before its statements were written by hand (issue 30): Drizzle's queries
 * joining every matching fixture's league and location, then the page's markets, then their selections.
 * The answer must not change: the same fixtures in the same order, the same count, markets and selections.
 */
async function answerAsBefore(db: Database, now: Date, query: FixturePageQuery): Promise<FixturePage> {
  const sportIds = sportIdsOfTab(query.tab as SportTabKey).filter(
    (sportId) => query.sport_id === undefined || sportId === query.sport_id,
  );
  const where = and(
    fixtureInBookCondition(query.book, now),
    inArray(fixtures.sportId, sportIds),
    query.location_id === undefined ? undefined : eq(fixtures.locationId, query.location_id),
    query.league === undefined ? undefined : eq(fixtures.leagueId, query.league),
    exists(
      db
        .select({ one: sql`1` })
        .from(markets)
        .where(
          and(eq(markets.fixtureId, fixtures.id), ne(markets.status, 'closed'), marketInBookCondition(query.book)),
        ),
    ),
  );
  const rows = await db
    .select({
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
    })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(locations, eq(locations.id, fixtures.locationId))
    .where(where)
    .orderBy(asc(fixtures.startAt), asc(leagues.sort), asc(fixtures.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [counted] = await db.select({ total: count() }).from(fixtures).where(where);
  const totalCount = counted?.total ?? 0;
  const ids = rows.map((row) => row.id);
  const marketRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(markets)
          .where(and(inArray(markets.fixtureId, ids), ne(markets.status, 'closed'), marketInBookCondition(query.book)))
          .orderBy(asc(markets.fixtureId), asc(markets.sort));
  const main = query.book === 'europe' || query.book === 'inplay' ? mainMarketIds(marketRows) : null;
  const shown = main ? marketRows.filter((row) => main.has(row.id)) : marketRows;
  const selectionRows =
    shown.length === 0
      ? []
      : await db
          .select()
          .from(selections)
          .where(
            inArray(
              selections.marketId,
              shown.map((row) => row.id),
            ),
          )
          .orderBy(asc(selections.marketId), asc(selections.sort));
  const items: Fixture[] = rows.map((row) => {
    const started = row.status === 'live' || (row.status === 'finished' && row.homeScore !== null);
    const fixtureMarkets: Market[] = shown
      .filter((market) => market.fixtureId === row.id)
      .map((market) => ({
        id: market.id,
        marketType: market.marketType as MarketType,
        period: market.period,
        line: market.line,
        status: market.status,
        selections: selectionRows
          .filter((selection) => selection.marketId === market.id)
          .map((selection) => ({
            id: selection.id,
            name: selection.name,
            price: selection.priceX100 / 100,
            status: selection.status,
          })),
      }));
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
      live: started
        ? { clock: row.liveClock ?? '', homeScore: row.homeScore ?? 0, awayScore: row.awayScore ?? 0 }
        : null,
      markets: fixtureMarkets,
      marketCount: marketRows.filter((market) => market.fixtureId === row.id).length,
    };
  });
  return { items, page: query.page, pageCount: Math.ceil(totalCount / query.size), totalCount };
}

describe('a page of a book’s fixtures', () => {
  it('is the answer the Drizzle queries gave: every book, tab and page, the order, count, markets and selections', async () => {
    const now = t.clock.now();
    let compared = 0;
    let withItems = 0;
    for (const book of sportsBooks) {
      for (const { key: tab } of sportTabs) {
        for (const size of [7, 15]) {
          for (let page = 1; page <= 30; page += 1) {
            const query: FixturePageQuery = { book, tab, page, size };
            const expected = await answerAsBefore(t.db, now, query);
            expect(await fixturePage(t.db, t.clock, query), `${book} ${tab} ${size} ${page}`).toEqual(expected);
            compared += 1;
            if (expected.items.length > 0) withItems += 1;
            // One page past the end, with the count.
            if (expected.items.length < size) break;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(withItems).toBeGreaterThan(50);
  }, 60_000);

  it('is the same by sport, location and league', async () => {
    const now = t.clock.now();
    const [some] = await t.db
      .select({ sportId: fixtures.sportId, locationId: fixtures.locationId, leagueId: fixtures.leagueId })
      .from(fixtures)
      .where(eq(fixtures.status, 'scheduled'))
      .limit(1);
    if (!some) throw new Error('no scheduled fixture in the demo data');
    const books: SportsBook[] = ['cross', 'europe', 'special'];
    for (const book of books) {
      for (const filter of [
        { sport_id: some.sportId },
        { sport_id: some.sportId, location_id: some.locationId },
        { sport_id: some.sportId, location_id: some.locationId, league: some.leagueId },
        { league: some.leagueId },
      ]) {
        for (const page of [1, 2]) {
          const query: FixturePageQuery = { book, tab: 'all', page, size: 5, ...filter };
          expect(await fixturePage(t.db, t.clock, query), JSON.stringify(query)).toEqual(
            await answerAsBefore(t.db, now, query),
          );
        }
      }
    }
  }, 30_000);
});
