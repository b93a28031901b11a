/** The won deposit (/charge): its page's info, the request, its cancellation and the 계좌문의. */
import { queryOptions } from '@tanstack/react-query';

import { cashierPaths, type DepositInfo, type DepositRequest } from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';
import { depositInfoKey } from './keys';

/** While a request waits, it is looked at again now and then: a refusal moves no balance, so no push says so. */
export const PENDING_REFETCH_MS = 15_000;

export const depositInfoQuery = queryOptions({
  queryKey: depositInfoKey,
  queryFn: () => api<DepositInfo>(cashierPaths.deposit),
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.pending ? PENDING_REFETCH_MS : false),
});

/** POST /cashier/deposits; the server answers the request made, which the page refetches with the info. */
export const requestDeposit = (request: DepositRequest) =>
  api<unknown>(cashierPaths.deposits, { method: 'POST', body: request });

export const cancelDeposit = (id: number) => api<unknown>(cashierPaths.cancelDeposit(id), { method: 'POST' });

/** Asks the operators for the account to pay into; the answer comes as a message, never on the page. */
export const askDepositAccount = () => api<unknown>(cashierPaths.accountInquiry, { method: 'POST' });
