/** The member's money or points ledger by Seoul days. */
import { keepPreviousData } from '@tanstack/react-query';

import { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { endpointQuery } from '../../../lib/call';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryCurrency = 'money' | 'point';

export interface HistoryFilter {
  currency: HistoryCurrency;
  from: string;
  to: string;
  page: number;
}

export const historyPageQuery = (filter: HistoryFilter) =>
  endpointQuery(
    cashierEndpoints.history,
    { query: { ...filter, size: HISTORY_PAGE_SIZE } },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
