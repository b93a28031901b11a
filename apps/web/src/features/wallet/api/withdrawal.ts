/** The won withdrawal (/exchange): its page's info and the request. */
import { queryOptions } from '@tanstack/react-query';

import { cashierPaths, type WithdrawalInfo, type WithdrawalRequest } from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';
import { PENDING_REFETCH_MS } from './deposit';
import { withdrawalInfoKey } from './keys';

export const withdrawalInfoQuery = queryOptions({
  queryKey: withdrawalInfoKey,
  queryFn: () => api<WithdrawalInfo>(cashierPaths.withdrawal),
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.pending ? PENDING_REFETCH_MS : false),
});

/** POST /cashier/withdrawals: the amount leaves the balance at once, held until an operator decides. */
export const requestWithdrawal = (request: WithdrawalRequest) =>
  api<unknown>(cashierPaths.withdrawals, { method: 'POST', body: request });
