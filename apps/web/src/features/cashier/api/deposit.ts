/** The won deposit (/charge): its page's info, the request, its cancellation and the 계좌문의. */
import type { DepositRequest } from '@site/contracts/api/cashier';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';

/** While a request waits, it is looked at again now and then: a refusal moves no balance, so no push says so. */
export const PENDING_REFETCH_MS = 15_000;

export const depositInfoQuery = endpointQuery(
  cashierEndpoints.depositInfo,
  {},
  { staleTime: 0, refetchInterval: (query) => (query.state.data?.pending ? PENDING_REFETCH_MS : false) },
);

/** The server answers the request made, which the page refetches with the info. */
export const requestDeposit = (request: DepositRequest) => call(cashierEndpoints.deposit, { body: request });

export const cancelDeposit = (id: number) => call(cashierEndpoints.cancelDeposit, { params: { id } });

/** Asks the operators for the account to pay into; the answer comes as a message, never on the page. */
export const askDepositAccount = () => call(cashierEndpoints.askAccount);
