import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCashierPaths, type CashierSettingsBody } from '@site/contracts/api/admin-cashier';

import { api } from '../../../lib/api-client';
import { adminPath, cashierKeys } from './cashier-keys';

export const useCashierSettings = () =>
  useQuery({
    queryKey: cashierKeys.settings,
    queryFn: () => api<CashierSettingsBody>(adminPath(adminCashierPaths.settings)),
  });

/** PUT admin/cashier/settings with every field; the answer is what is stored. */
export function useSaveCashierSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashierSettingsBody) =>
      api<CashierSettingsBody>(adminPath(adminCashierPaths.settings), { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashierKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: cashierKeys.settings });
    },
  });
}
