/** The rolling pages' calls: the caller's summary, credits and settlements, and the settlement request. */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

import type { RollingProduct, SettlementRequestInput } from '@site/contracts/api/rolling';
import { pathKey } from '@site/contracts/endpoint';
import { rollingEndpoints } from '@site/contracts/endpoints/rolling';

import { call, endpointQuery } from '../../../lib/call';
import { currentUserKey } from '../../auth/api/session';

const api = rollingEndpoints;
type Range = { from: string; to: string };

/** `scope` is the member's id, so another member on this browser never sees the cached figures. */
export const rollingSummaryQuery = (range: Range, scope: number | undefined) =>
  endpointQuery(api.summary, { query: range }, { scope, staleTime: 0, placeholderData: keepPreviousData });

/** This Seoul month's summary (the call's own default range), for /friend's earnings. */
export const monthRollingSummaryQuery = (scope: number | undefined) =>
  endpointQuery(api.summary, { query: {} }, { scope, staleTime: 0 });

export const rollingCreditsQuery = (product: RollingProduct, range: Range, page: number, scope: number | undefined) =>
  endpointQuery(
    api.credits,
    { query: { product, ...range, page } },
    { scope, staleTime: 0, placeholderData: keepPreviousData },
  );

export const settlementsQuery = (page: number, payout: 'tether' | undefined, scope: number | undefined) =>
  endpointQuery(
    api.settlements,
    { query: payout ? { page, payout } : { page } },
    { scope, staleTime: 0, placeholderData: keepPreviousData },
  );

/**
 * A settlement request. Whatever the answer, the summary, the lists and the balance are asked again:
 * a paid settlement moved money into the balance, a pending one holds its credits.
 */
export function useSettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementRequestInput) => call(api.settle, { body }),
    onSettled: () =>
      Promise.all(
        [pathKey(api.summary), currentUserKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
