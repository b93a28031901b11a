import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import {
  adminCashierPaths,
  type adminBankAccountSchema,
  type adminBankAccountViewSchema,
} from '@site/contracts/api/admin-cashier';

import { api } from '../../../lib/api-client';
import { adminPath, cashierKeys } from './cashier-keys';

export type AdminBankAccountView = z.infer<typeof adminBankAccountViewSchema>;
export type AdminBankAccountUpdate = z.input<typeof adminBankAccountSchema>;

const accountPath = (userId: string) => adminPath(adminCashierPaths.memberBankAccount(encodeURIComponent(userId)));

/** GET admin/members/:userId/bank-account: the full account, or null before one is registered. */
export const useMemberBankAccount = (userId: string) =>
  useQuery({
    queryKey: cashierKeys.bankAccount(userId),
    queryFn: () => api<AdminBankAccountView>(accountPath(userId)),
  });

/** PUT admin/members/:userId/bank-account: only an operator changes a registered account. */
export function useSaveMemberBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AdminBankAccountUpdate) => api<unknown>(accountPath(userId), { method: 'PUT', body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierKeys.bankAccount(userId) }),
  });
}
