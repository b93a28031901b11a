/** The search's plain values, zod-free so the search box (on every page's first load) may read them. */

/** The books a search looks in: the Korean-style and European pre-match books and the live one. */
export const SEARCH_BOOKS = ['korea', 'europe', 'inplay'] as const;
export type SearchBook = (typeof SEARCH_BOOKS)[number];

/** The longest search text (a team or league name is far shorter). */
export const SEARCH_TEXT_MAX = 40;

/** Fixtures a group lists at most: the next to start; more would be a book's page, not a search. */
export const SEARCH_GROUP_SIZE = 10;
