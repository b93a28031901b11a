import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SportsFeedStatus } from '@site/contracts/api/sports';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { ledgersKey } from './money';

export const sportsFeedQuery = queryOptions({
  queryKey: adminKeys.sportsFeed,
  queryFn: () => api<SportsFeedStatus>('admin/sports/feed'),
  // Fixtures go live and finish on their own; the counts follow.
  refetchInterval: 10_000,
});

export const useSportsFeed = () => useQuery(sportsFeedQuery);

/**
 * POST admin/sports/advance: the feed's fixtures start and finish this much sooner, and bets on
 * finished fixtures settle, so balances in the member list change too.
 */
export function useAdvanceFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) => api<{ ok: true }>('admin/sports/advance', { method: 'POST', body: { seconds } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.sportsFeed }),
        queryClient.invalidateQueries({ queryKey: adminKeys.members }),
        queryClient.invalidateQueries({ queryKey: ledgersKey }),
      ]),
  });
}
