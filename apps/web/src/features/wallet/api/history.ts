/** The member's money or points ledger by Seoul days (GET /wallet/history). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { cashierPaths, type HistoryPage } from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';
import { walletHistoryKey } from './keys';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryCurrency = 'money' | 'point';

export interface HistoryFilter {
  currency: HistoryCurrency;
  from: string;
  to: string;
  page: number;
}

export const historyPageQuery = (filter: HistoryFilter) =>
  queryOptions({
    queryKey: [...walletHistoryKey, filter],
    queryFn: () =>
      api<HistoryPage>(cashierPaths.history, {
        query: { ...filter, size: HISTORY_PAGE_SIZE },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
