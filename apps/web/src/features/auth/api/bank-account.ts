/**
 * The member's withdrawal account: /member shows or registers it, and the wallet pages reuse the
 * hook to show where a withdrawal goes.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';

import type { BankAccountRegistration, BankAccountView } from '@site/contracts/api/bank-account';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';
import { withdrawalPasswordStatusKey } from './account-security';
import { useIsLoggedIn } from './session';

export const bankAccountQuery = endpointQuery(cashierEndpoints.bankAccount, {});

export const bankAccountKey = bankAccountQuery.queryKey;

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
  const view = await call(cashierEndpoints.registerBankAccount, { body: request });
  queryClient.setQueryData(bankAccountKey, view);
  // The withdrawal password came with the account: its panel appears.
  await queryClient.invalidateQueries({ queryKey: withdrawalPasswordStatusKey });
  return view;
}
