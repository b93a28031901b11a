import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LedgerPage, MoneyAdjustment, MoneyAdjustmentResult } from '@site/contracts/api/admin-wallet';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { memberPath } from './members';

export const LEDGER_PAGE_SIZE = 10;

/** POST admin/members/:userId/money: a signed amount; the member list then shows the new balance. */
export function useAdjustMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, adjustment }: { userId: string; adjustment: MoneyAdjustment }) =>
      api<MoneyAdjustmentResult>(`${memberPath(userId)}/money`, { method: 'POST', body: adjustment }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.members }),
        queryClient.invalidateQueries({ queryKey: adminKeys.ledgers }),
      ]),
  });
}

/** GET admin/members/:userId/ledger, newest first; the last page stays on screen while the next loads. */
export const useMemberLedger = (userId: string, page: number) =>
  useQuery({
    queryKey: adminKeys.ledger(userId, page),
    queryFn: () => api<LedgerPage>(`${memberPath(userId)}/ledger`, { query: { page, size: LEDGER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
