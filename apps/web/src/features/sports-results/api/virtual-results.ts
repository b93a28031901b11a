/**
 * The virtual sports' finished events and team rankings (contracts api/virtuals.ts). Exposed to the
 * virtual book of features/sports, which shows the league's recent results and its table under its
 * events and refreshes them when an event it listed has its result.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

import type { VirtualRanking, VirtualResultPage } from '@site/contracts/api/virtuals';
import type { VirtualSportKey } from '@site/contracts/virtual-leagues';

import { api } from '../../../lib/api-client';

export const virtualKeys = {
  all: ['virtuals'] as const,
  sport: (sport: VirtualSportKey) => ['virtuals', sport] as const,
  results: (sport: VirtualSportKey) => ['virtuals', sport, 'results'] as const,
  rankings: (league: string) => ['virtuals', 'soccer', 'rankings', league] as const,
};

export interface VirtualResultFilter {
  sport: VirtualSportKey;
  /** absent: every league of the sport */
  league?: string;
  /** a Seoul day; absent: today, as the server counts it */
  date?: string;
  page: number;
  size: number;
  /** the list is today's and keeps growing while it is shown */
  today: boolean;
}

/** GET /virtuals/:sport/results?league=&date=&page=&size=: finished events, newest first. */
export const virtualResultPageQuery = ({ today, ...filter }: VirtualResultFilter) =>
  queryOptions({
    queryKey: [...virtualKeys.results(filter.sport), filter],
    queryFn: () =>
      api<VirtualResultPage>(`virtuals/${filter.sport}/results`, {
        query: { league: filter.league, date: filter.date, page: filter.page, size: filter.size },
      }),
    // Events finish every few minutes; a past day's list is final.
    refetchInterval: today ? 30_000 : false,
    placeholderData: keepPreviousData,
  });

/** GET /virtuals/soccer/rankings?league=&date=: the league table of a Seoul day (today without a date). */
export const virtualRankingQuery = (league: string, date?: string) =>
  queryOptions({
    queryKey: [...virtualKeys.rankings(league), date ?? 'today'],
    queryFn: () => api<VirtualRanking>('virtuals/soccer/rankings', { query: { league, date } }),
    placeholderData: keepPreviousData,
  });

/** An event of the sport has its result: its results and the rankings it counts in are asked again. */
export const refreshVirtualResults = (queryClient: QueryClient, sport: VirtualSportKey): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: virtualKeys.results(sport) }),
    sport === 'soccer' ? queryClient.invalidateQueries({ queryKey: ['virtuals', 'soccer', 'rankings'] }) : undefined,
  ]).then(() => undefined);
