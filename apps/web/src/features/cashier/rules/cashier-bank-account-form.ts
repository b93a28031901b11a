import { adminBankAccountSchema } from '@site/contracts/api/admin-cashier';

import type { AdminBankAccountView } from '../api/admin-cashier-bank-account';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { formRules } from '../../../lib/form/form-rules';

export type BankAccountDraft = {
  bankCode: string;
  accountNumber: string;
  holderName: string;
  withdrawalPassword: string;
};

export const draftFromBankAccount = (account: AdminBankAccountView): BankAccountDraft => ({
  bankCode: account?.bankCode ?? '',
  accountNumber: account?.accountNumber ?? '',
  holderName: account?.holderName ?? '',
  withdrawalPassword: '',
});

/** The PUT body's rules; an empty withdrawal password is left out, so the member's stays. */
export const bankAccountRules = formRules({
  schema: adminBankAccountSchema,
  toInput: ({ withdrawalPassword, ...account }: BankAccountDraft) => {
    const password = withdrawalPassword.trim();
    return { ...account, ...(password === '' ? {} : { withdrawalPassword: password }) };
  },
  // The contract words every rule in Korean; these cover a value of the wrong type only.
  fallback: koAdminCashier.bankAccount.fallbackErrors,
});
