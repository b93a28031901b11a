/** The sports calls the books read (SPEC.md §7 sports-prematch/sports, and the fixture lists). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { Fixture, FixturePage, SportCount } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { api } from '../../../lib/api-client';

export const sportsKeys = {
  all: ['sports'] as const,
  counts: (book: SportsBook) => ['sports', 'counts', book] as const,
  lists: ['sports', 'fixtures'] as const,
  listsOf: (book: SportsBook) => ['sports', 'fixtures', book] as const,
  fixtures: ['sports', 'fixture'] as const,
};

/** GET sports-prematch/sports?{book}=1: the book's tabs with their match counts. */
export const sportCountsQuery = (book: SportsBook) =>
  queryOptions({
    queryKey: sportsKeys.counts(book),
    queryFn: () => api<SportCount[]>('sports-prematch/sports', { query: { [book]: '1' } }),
    staleTime: 30_000,
  });

export type FixtureListParams = Record<string, string | number | undefined>;

/** GET sports/fixtures: one page of the book's fixtures. The stream keeps its prices current. */
export const fixturePageQuery = (book: SportsBook, params: FixtureListParams) =>
  queryOptions({
    queryKey: [...sportsKeys.listsOf(book), params] as const,
    queryFn: () => api<FixturePage>('sports/fixtures', { query: params }),
    // Prices move through the stream; the list itself is refetched when fixtures start or end.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET sports/fixtures/:id?book=: one fixture with every market the book shows. */
export const fixtureQuery = (id: number, book: SportsBook) =>
  queryOptions({
    queryKey: [...sportsKeys.fixtures, id, book] as const,
    queryFn: () => api<Fixture>(`sports/fixtures/${id}`, { query: { book } }),
    staleTime: 60_000,
  });
