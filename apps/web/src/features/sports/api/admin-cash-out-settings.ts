import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CashOutSettings } from '@site/contracts/api/cash-out';
import { cashOutAdminEndpoints } from '@site/contracts/endpoints/cash-out';

import { call, endpointQuery } from '../../../lib/call';

export const cashOutSettingsQuery = endpointQuery(cashOutAdminEndpoints.settings, {});

export const useCashOutSettings = () => useQuery(cashOutSettingsQuery);

/** Saves only the changed fields; the answer is the whole stored settings. */
export function useSaveCashOutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Partial<CashOutSettings>) => call(cashOutAdminEndpoints.saveSettings, { body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashOutSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: cashOutSettingsQuery.queryKey });
    },
  });
}
