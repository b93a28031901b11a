/** The member's own limits on /responsible-play (docs/decisions/061). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { PlayLimits, PlayLimitsUpdate } from '@site/contracts/api/play-limits';
import { pathKey } from '@site/contracts/endpoint';
import { playLimitEndpoints } from '@site/contracts/endpoints/play-limits';
import type { PlayLimitKind } from '@site/contracts/responsible-play';

import { call, endpointQuery } from '../../../lib/call';
import { sessionSummaryKey } from './reality-check';

/** Per member (`scope`), always asked afresh: what is used and left moves with every deposit and bet. */
const limitsQuery = (scope: number | undefined) =>
  endpointQuery(playLimitEndpoints.limits, {}, { scope, staleTime: 0 });

const limitsKey = pathKey(playLimitEndpoints.limits);

/** Asked only while signed in: logging out from the page (a break taken) must not ask again without a session. */
export const usePlayLimits = (scope: number | undefined) =>
  useQuery({ ...limitsQuery(scope), enabled: scope !== undefined });

/**
 * Every answer of a change is the limits as they now stand: it replaces the one shown, and the reality
 * check times a new interval or session limit at once.
 */
function useLimitsAnswer(scope: number | undefined) {
  const queryClient = useQueryClient();
  return (answer: PlayLimits) => {
    queryClient.setQueryData(limitsQuery(scope).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: sessionSummaryKey });
  };
}

export function useChangeLimits(scope: number | undefined) {
  const show = useLimitsAnswer(scope);
  return useMutation({
    mutationFn: (body: PlayLimitsUpdate) => call(playLimitEndpoints.update, { body }),
    onSuccess: show,
  });
}

export function useCancelPendingLimit(scope: number | undefined) {
  const show = useLimitsAnswer(scope);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: PlayLimitKind) => call(playLimitEndpoints.cancelPending, { params: { kind } }),
    onSuccess: show,
    // Refused (nothing waits any more, say): what is shown is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: limitsKey }),
  });
}
