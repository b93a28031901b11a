/**
 * The virtual sports' finished events and team rankings (contracts api/virtuals.ts). Exposed to the
 * virtual book of features/sports, which shows the league's recent results and its table under its
 * events and refreshes them when an event it listed has its result.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { virtualEndpoints } from '@site/contracts/endpoints/virtuals';
import type { VirtualSportKey } from '@site/contracts/virtual-leagues';

import { endpointQuery } from '../../../lib/call';
import type { RankedLeagueKey } from '../rules/virtual-results';

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
export const virtualResultPageQuery = ({ today, sport, ...query }: VirtualResultFilter) =>
  endpointQuery(
    virtualEndpoints.results,
    { params: { sport }, query },
    // Events finish every few minutes; a past day's list is final.
    { refetchInterval: today ? 30_000 : false, placeholderData: keepPreviousData },
  );

/** GET /virtuals/soccer/rankings?league=&date=: the league table of a Seoul day (today without a date). */
export const virtualRankingQuery = (league: RankedLeagueKey, date?: string) =>
  endpointQuery(virtualEndpoints.rankings, { query: { league, date } }, { placeholderData: keepPreviousData });

/** An event of the sport has its result: its results and the rankings it counts in are asked again. */
export const refreshVirtualResults = (queryClient: QueryClient, sport: VirtualSportKey): Promise<void> =>
  Promise.all([
    // Partially matched: every results page of this sport, whatever its league, day or page.
    queryClient.invalidateQueries({ queryKey: [...pathKey(virtualEndpoints.results), { params: { sport } }] }),
    sport === 'soccer' ? queryClient.invalidateQueries({ queryKey: pathKey(virtualEndpoints.rankings) }) : undefined,
  ]).then(() => undefined);
