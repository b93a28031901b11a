/** The operator's calls on bets: every member's bets, voiding one, resettling a fixture. */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminBetQuery, ResettleFixture } from '@site/contracts/api/admin-bets';
import { adminBetEndpoints } from '@site/contracts/endpoints/admin-bets';
import { pathKey } from '@site/contracts/endpoint';

import { call, endpointQuery } from '../../../lib/call';

export const ADMIN_BET_PAGE_SIZE = 20;

export const adminBetPageQuery = (query: AdminBetQuery) =>
  endpointQuery(
    adminBetEndpoints.bets,
    { query: { ...query, size: ADMIN_BET_PAGE_SIZE } },
    // Bets settle while the operator looks; the list catches up without a reload.
    { refetchInterval: 15_000, placeholderData: keepPreviousData },
  );

/** After an operator's change: the bet list and the dashboard's money are shown as the server has them. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pathKey(adminBetEndpoints.bets) }),
      queryClient.invalidateQueries({ queryKey: pathKey(adminBetEndpoints.dashboard) }),
    ]);
}

export function useVoidBet() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(adminBetEndpoints.voidBet, { params: { id }, body: { reason } }),
    onSettled: refresh,
  });
}

export function useResettleFixture() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ fixtureId, ...body }: ResettleFixture & { fixtureId: number }) =>
      call(adminBetEndpoints.resettleFixture, { params: { id: fixtureId }, body }),
    onSettled: refresh,
  });
}
