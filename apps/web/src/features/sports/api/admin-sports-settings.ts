import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SportsSettingsUpdate } from '@site/contracts/api/admin-sportsbook';
import { betAdminEndpoints } from '@site/contracts/endpoints/bets';

import { call, endpointQuery } from '../../../lib/call';

export const sportsSettingsQuery = endpointQuery(betAdminEndpoints.sportsSettings, {});

export const useSportsSettings = () => useQuery(sportsSettingsQuery);

/** Saves only the changed fields; the answer is the whole stored settings. */
export function useSaveSportsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SportsSettingsUpdate) => call(betAdminEndpoints.saveSportsSettings, { body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sportsSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: sportsSettingsQuery.queryKey });
    },
  });
}
