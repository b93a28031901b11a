import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { adminCashierPaths, type DailyTotal } from '@site/contracts/api/admin-cashier';

import { api } from '../../../lib/api-client';
import { adminPath, cashierKeys } from './cashier-keys';

/** GET admin/cashier/daily?from=&to=: approved deposits and withdrawals per Seoul day. */
export const useCashierDaily = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: cashierKeys.daily(from, to),
    queryFn: () => api<DailyTotal[]>(adminPath(adminCashierPaths.daily), { query: { from, to } }),
    placeholderData: keepPreviousData,
    enabled,
  });
