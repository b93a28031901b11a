import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { onBalanceUpdate } from '../../auth/api/balance-events';
import { currentUserKey } from '../../auth/api/session';
import { cashierKey } from './keys';

/**
 * A pushed balance is an operator's decision (or a bet) landing: the open cashier page asks again,
 * so a pending request shows approved or refunded without a reload.
 */
export function useCashierFollowsBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => onBalanceUpdate(() => void queryClient.invalidateQueries({ queryKey: cashierKey })), [queryClient]);
}

/** After the member's own request: the cashier and the balance as the server now has them. */
export const refreshCashier = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: cashierKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
  ]);
