/**
 * GET /sports/search?q= : the search box (SPEC.md §4) finds teams and leagues, by their Korean or
 * English names, among the fixtures the books still take bets on, grouped by book.
 */
import { z } from 'zod';
import { fixtureSchema } from './sports';
import { SEARCH_BOOKS, SEARCH_TEXT_MAX } from './sports-search-codes';

export { SEARCH_BOOKS, SEARCH_GROUP_SIZE, SEARCH_TEXT_MAX, type SearchBook } from './sports-search-codes';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: '검색어를 입력해주세요.' })
    .trim()
    .min(1, '검색어를 입력해주세요.')
    .max(SEARCH_TEXT_MAX, `검색어는 ${SEARCH_TEXT_MAX}자까지 입력할 수 있습니다.`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A fixture as the books describe it (with its live clock and score in play), without its markets. */
export const searchFixtureSchema = fixtureSchema.omit({ markets: true, marketCount: true });
export type SearchFixture = z.infer<typeof searchFixtureSchema>;

/** Every book in SEARCH_BOOKS' order, each with its next fixtures to start (at most SEARCH_GROUP_SIZE). */
export const searchResultSchema = z.object({
  groups: z.array(z.object({ book: z.enum(SEARCH_BOOKS), fixtures: z.array(searchFixtureSchema) })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
