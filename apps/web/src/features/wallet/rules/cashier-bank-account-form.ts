import { adminBankAccountSchema } from '@site/contracts/api/admin-cashier';

import type { AdminBankAccountUpdate, AdminBankAccountView } from '../api/admin-cashier-bank-account';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { fieldErrors, type Parsed } from '../../../components/console/field-errors';

export interface BankAccountDraft {
  bankCode: string;
  accountNumber: string;
  holderName: string;
  withdrawalPassword: string;
}
export type BankAccountField = keyof BankAccountDraft;

export const draftFromBankAccount = (account: AdminBankAccountView): BankAccountDraft => ({
  bankCode: account?.bankCode ?? '',
  accountNumber: account?.accountNumber ?? '',
  holderName: account?.holderName ?? '',
  withdrawalPassword: '',
});

// The contract words every rule in Korean; these cover a value of the wrong type only.
const fallback: Record<BankAccountField, string> = koAdminCashier.bankAccount.fallbackErrors;

/** The PUT body, the withdrawal password left out when the field is empty (the member's stays). */
export function bankAccountUpdate(draft: BankAccountDraft): Parsed<AdminBankAccountUpdate, BankAccountField> {
  const password = draft.withdrawalPassword.trim();
  const input = {
    bankCode: draft.bankCode,
    accountNumber: draft.accountNumber,
    holderName: draft.holderName,
    ...(password === '' ? {} : { withdrawalPassword: password }),
  };
  const result = adminBankAccountSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues, fallback) };
}
