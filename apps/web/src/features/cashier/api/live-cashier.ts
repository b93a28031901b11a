import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { onBalanceUpdate } from '../../auth/api/balance-events';
import { currentUserKey } from '../../auth/api/session';
import { cashierKeys } from './keys';

type Client = ReturnType<typeof useQueryClient>;

const refetchCashier = (queryClient: Client) =>
  Promise.all(cashierKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * A pushed balance is an operator's decision (or a bet) landing: the open cashier page asks again,
 * so a pending request shows approved or refunded without a reload.
 */
export function useCashierFollowsBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => onBalanceUpdate(() => void refetchCashier(queryClient)), [queryClient]);
}

/** After the member's own request: the cashier and the balance as the server now has them. */
export const refreshCashier = (queryClient: Client) =>
  Promise.all([refetchCashier(queryClient), queryClient.invalidateQueries({ queryKey: currentUserKey })]);
