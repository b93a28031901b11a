/** The member's own won deposits or withdrawals, newest first. */
import { keepPreviousData } from '@tanstack/react-query';

import type { CashKind } from '@site/contracts/api/cashier';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { endpointQuery } from '../../../lib/call';

export const REQUEST_PAGE_SIZE = 10;

export const cashRequestPageQuery = (kind: CashKind, page: number) =>
  endpointQuery(
    cashierEndpoints.requests,
    { query: { kind, channel: 'won', page, size: REQUEST_PAGE_SIZE } },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
