/** The sports calls the books read (SPEC.md §7 sports-prematch/sports, and the fixture lists). */
import { keepPreviousData } from '@tanstack/react-query';

import type { FixtureListQuery } from '@site/contracts/api/sports';
import { pathKey } from '@site/contracts/endpoint';
import { sportsEndpoints } from '@site/contracts/endpoints/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { endpointQuery } from '../../../lib/call';

const sports = sportsEndpoints;

/**
 * The keys the odds stream refreshes. A list's key ends with its input, which names its book, and a
 * fixture's has ':id' in that place: TanStack matches a key's leading parts and objects partially,
 * so `lists('inplay')` reaches the in-play lists and `lists()` every list, never a single fixture.
 */
export const sportsKeys = {
  /** everything the books show: the tabs' counts, the lists and their fixtures, the results */
  books: [pathKey(sports.sportCounts), pathKey(sports.fixtures), pathKey(sports.results)],
  counts: pathKey(sports.sportCounts),
  lists: (book?: SportsBook): readonly unknown[] => [...pathKey(sports.fixtures), { query: book ? { book } : {} }],
  fixtures: pathKey(sports.fixture),
};

/** GET sports-prematch/sports?{book}=1: the book's tabs with their match counts. */
export const sportCountsQuery = (book: SportsBook) =>
  endpointQuery(sports.sportCounts, { query: { [book]: '1' } }, { staleTime: 30_000 });

/** The query of GET /sports/fixtures: the book, the tab or the side menu's choice, the page. */
export type FixtureListParams = FixtureListQuery;

/** GET sports/fixtures: one page of the book's fixtures. The stream keeps its prices current. */
export const fixturePageQuery = (book: SportsBook, params: FixtureListParams) =>
  endpointQuery(
    sports.fixtures,
    { query: { ...params, book } },
    // Prices move through the stream; the list itself is refetched when fixtures start or end.
    { staleTime: 60_000, placeholderData: keepPreviousData },
  );

/** GET sports/fixtures/:id?book=: one fixture with every market the book shows. */
export const fixtureQuery = (id: number, book: SportsBook) =>
  endpointQuery(sports.fixture, { params: { id }, query: { book } }, { staleTime: 60_000 });
