import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { endpointQuery } from '../../../lib/call';

/** Approved deposits and withdrawals per Seoul day, from `from` to `to`. */
export const useCashierDaily = (from: string, to: string, enabled: boolean) =>
  useQuery(
    endpointQuery(cashierAdminEndpoints.daily, { query: { from, to } }, { placeholderData: keepPreviousData, enabled }),
  );
