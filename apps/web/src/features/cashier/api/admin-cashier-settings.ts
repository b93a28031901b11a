import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CashierSettingsBody } from '@site/contracts/api/admin-cashier';
import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';

export const cashierSettingsQuery = endpointQuery(cashierAdminEndpoints.settings, {});

export const useCashierSettings = () => useQuery(cashierSettingsQuery);

/** Saves every field; the answer is what is stored. */
export function useSaveCashierSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashierSettingsBody) => call(cashierAdminEndpoints.saveSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashierSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: cashierSettingsQuery.queryKey });
    },
  });
}
