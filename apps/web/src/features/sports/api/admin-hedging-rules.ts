import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { HedgingRulesUpdate } from '@site/contracts/api/hedging';
import { betAdminEndpoints } from '@site/contracts/endpoints/bets';

import { call, endpointQuery } from '../../../lib/call';

export const hedgingRulesQuery = endpointQuery(betAdminEndpoints.hedgingRules, {});

export const useHedgingRules = () => useQuery(hedgingRulesQuery);

/** Saves the switch flipped; the answer is all three as stored. */
export function useSaveHedgingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: HedgingRulesUpdate) => call(betAdminEndpoints.saveHedgingRules, { body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hedgingRulesQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: hedgingRulesQuery.queryKey });
    },
  });
}
