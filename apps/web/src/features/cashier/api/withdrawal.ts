/** The won withdrawal (/exchange): its page's info and the request. */
import type { WithdrawalRequest } from '@site/contracts/api/cashier';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';
import { PENDING_REFETCH_MS } from './deposit';

export const withdrawalInfoQuery = endpointQuery(
  cashierEndpoints.withdrawalInfo,
  {},
  { staleTime: 0, refetchInterval: (query) => (query.state.data?.pending ? PENDING_REFETCH_MS : false) },
);

/** The amount leaves the balance at once, held until an operator decides. */
export const requestWithdrawal = (request: WithdrawalRequest) => call(cashierEndpoints.withdraw, { body: request });
