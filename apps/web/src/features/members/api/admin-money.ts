import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MoneyAdjustment } from '@site/contracts/api/admin-balance';
import { pathKey } from '@site/contracts/endpoint';
import { balanceAdminEndpoints } from '@site/contracts/endpoints/balance';

import { call, endpointQuery } from '../../../lib/call';
import { membersAndTheirDetailsKey } from './admin-members';

export const LEDGER_PAGE_SIZE = 10;

/** Every member's ledger pages: what changes when money moves. */
export const ledgersKey = pathKey(balanceAdminEndpoints.ledger);

/** A signed amount; the member list then shows the new balance. */
export function useAdjustMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, adjustment }: { userId: string; adjustment: MoneyAdjustment }) =>
      call(balanceAdminEndpoints.adjustMoney, { params: { userId }, body: adjustment }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersAndTheirDetailsKey }),
        queryClient.invalidateQueries({ queryKey: ledgersKey }),
      ]),
  });
}

/** Newest first; the last page stays on screen while the next loads. */
export const useMemberLedger = (userId: string, page: number) =>
  useQuery(
    endpointQuery(
      balanceAdminEndpoints.ledger,
      { params: { userId }, query: { page, size: LEDGER_PAGE_SIZE } },
      { placeholderData: keepPreviousData },
    ),
  );
