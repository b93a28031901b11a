import { and, asc, ilike, or, type SQL } from 'drizzle-orm';
import { SEARCH_BOOKS, SEARCH_GROUP_SIZE, type SearchBook, type SearchResult } from '@site/contracts/api/sports-search';
import type { SportsBook } from '@site/contracts/sports-markets';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { fixtures, leagues } from '../../db/schema/sports';
import { fixtureInBookCondition } from './book-filter';
import { hasBookMarket, selectFixtures } from './repo';
import { toFixture } from './service';

/** The book whose fixtures and markets a search group shows (the Korean group is its 크로스 book). */
const bookOfGroup: Record<SearchBook, SportsBook> = { korea: 'cross', europe: 'europe', inplay: 'inplay' };

/** The member's text as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A team (home or away) or the league, by its Korean or English name, case-insensitively. */
function nameMatches(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(fixtures.home, pattern),
    ilike(fixtures.away, pattern),
    ilike(leagues.nameKorean, pattern),
    ilike(leagues.name, pattern),
  );
}

/**
 * The search box's answer: per book, the fixtures it lists (not started or, in play, live; never
 * finished) whose teams or league match, the next to start first.
 */
export async function searchFixtures(db: Database, clock: Clock, text: string): Promise<SearchResult> {
  const now = clock.now();
  const groups = await Promise.all(
    SEARCH_BOOKS.map(async (group) => {
      const book = bookOfGroup[group];
      const rows = await selectFixtures(db, {})
        .where(and(fixtureInBookCondition(book, now), nameMatches(text), hasBookMarket(db, book, false)))
        .orderBy(asc(fixtures.startAt), asc(leagues.sort), asc(fixtures.id))
        .limit(SEARCH_GROUP_SIZE);
      return {
        book: group,
        fixtures: rows.map((row) => {
          const { markets: _markets, marketCount: _marketCount, ...fixture } = toFixture(row, [], 0);
          return fixture;
        }),
      };
    }),
  );
  return { groups };
}
