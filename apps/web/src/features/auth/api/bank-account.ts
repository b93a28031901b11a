/**
 * The member's withdrawal account (GET and PUT member/bank-account): /member shows or registers it,
 * and the wallet pages reuse the hook to show where a withdrawal goes.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import type { BankAccountRegistration, BankAccountView } from '@site/contracts/api/bank-account';
import { cashierPaths } from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';
import { useIsLoggedIn } from './session';

export const bankAccountKey = ['member', 'bank-account'] as const;

export const bankAccountQuery = queryOptions({
  queryKey: bankAccountKey,
  queryFn: () => api<BankAccountView>(cashierPaths.bankAccount),
});

/** The signed-in member's account, masked: undefined while loading, null when none is registered. */
export function useBankAccount(): BankAccountView | undefined {
  const { data } = useQuery({ ...bankAccountQuery, enabled: useIsLoggedIn() });
  return data;
}

/** Registers the account once; a second registration is refused by the server (409, in Korean). */
export async function registerBankAccount(
  queryClient: QueryClient,
  request: BankAccountRegistration,
): Promise<BankAccountView> {
  const view = await api<BankAccountView>(cashierPaths.bankAccount, { method: 'PUT', body: request });
  queryClient.setQueryData(bankAccountKey, view);
  return view;
}
