import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { sportsAdminEndpoints } from '@site/contracts/endpoints/sports';

import { call, endpointQuery } from '../../../lib/call';
import { membersAndTheirDetailsKey } from '../../members/api/admin-members';
import { ledgersKey } from '../../members/api/admin-money';

export const sportsFeedQuery = endpointQuery(
  sportsAdminEndpoints.feed,
  {},
  // Fixtures go live and finish on their own; the counts follow.
  { refetchInterval: 10_000 },
);

export const useSportsFeed = () => useQuery(sportsFeedQuery);

/**
 * POST admin/sports/advance: the feed's fixtures start and finish this much sooner, and bets on
 * finished fixtures settle, so balances in the member list change too.
 */
export function useAdvanceFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) => call(sportsAdminEndpoints.advance, { body: { seconds } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sportsFeedQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: membersAndTheirDetailsKey }),
        queryClient.invalidateQueries({ queryKey: ledgersKey }),
      ]),
  });
}
