import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { adminBankAccountSchema, adminBankAccountViewSchema } from '@site/contracts/api/admin-cashier';
import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';

export type AdminBankAccountView = z.infer<typeof adminBankAccountViewSchema>;
export type AdminBankAccountUpdate = z.input<typeof adminBankAccountSchema>;

const memberBankAccountQuery = (userId: string) =>
  endpointQuery(cashierAdminEndpoints.memberBankAccount, { params: { userId } });

/** The full account, or null before one is registered. */
export const useMemberBankAccount = (userId: string) => useQuery(memberBankAccountQuery(userId));

/** Only an operator changes a registered account. */
export function useSaveMemberBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AdminBankAccountUpdate) =>
      call(cashierAdminEndpoints.saveMemberBankAccount, { params: { userId }, body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberBankAccountQuery(userId).queryKey }),
  });
}
