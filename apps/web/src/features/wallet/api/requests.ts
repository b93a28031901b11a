/** The member's own won deposits or withdrawals, newest first (GET /cashier/requests). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { cashierPaths, type CashKind, type CashRequestPage } from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';
import { cashRequestsKey } from './keys';

export const REQUEST_PAGE_SIZE = 10;

export const cashRequestPageQuery = (kind: CashKind, page: number) =>
  queryOptions({
    queryKey: [...cashRequestsKey, kind, page],
    queryFn: () =>
      api<CashRequestPage>(cashierPaths.requests, {
        query: { kind, channel: 'won', page, size: REQUEST_PAGE_SIZE },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
