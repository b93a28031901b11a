/** The partner's own rolling (the lead's /api/calculate endpoints): its summary, settlements and a settlement request. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { rollingEndpoints } from '@site/contracts/endpoints/rolling';

import { call, endpointQuery } from '../../../lib/call';
import { newAttemptKey } from '../../../lib/idempotency-key';

export const SETTLEMENT_PAGE_SIZE = 10;

export const useRollingSummary = () =>
  useQuery(endpointQuery(rollingEndpoints.summary, { query: {} }, { staleTime: 0 }));

export const useSettlements = (page: number) =>
  useQuery(
    endpointQuery(rollingEndpoints.settlements, { query: { page, size: SETTLEMENT_PAGE_SIZE } }, { staleTime: 0 }),
  );

/** Settles every unsettled credit into the balance, once per click (the key makes a retry the same request). */
export function useSettleAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(rollingEndpoints.settle, { body: { kind: 'all', payout: 'money', idempotencyKey: newAttemptKey() } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: pathKey(rollingEndpoints.summary) });
      await queryClient.invalidateQueries({ queryKey: pathKey(rollingEndpoints.settlements) });
    },
  });
}
