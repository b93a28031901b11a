/**
 * A tether request changes when money arrives: the gateway's callback credits the deposit and the
 * balance stream moves the member's balance at once. The tether pages ask again then, instead of
 * waiting for their next poll.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useCurrentUser } from '../../auth/api/session';

/** `keys` must be a constant of the caller (module level): a new array each render would re-run nothing wrong, only waste. */
export function useRefreshOnBalanceMove(keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const emoney = useCurrentUser()?.emoney;
  const seen = useRef(emoney);

  useEffect(() => {
    const before = seen.current;
    seen.current = emoney;
    if (before === undefined || emoney === undefined || before === emoney) return;
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }, [emoney, queryClient, keys]);
}
