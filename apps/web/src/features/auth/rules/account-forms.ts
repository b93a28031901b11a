/**
 * The rules of the account forms: sign-up, /member's profile and its withdrawal account. Each is the
 * contract's schema the server checks with, plus what only the form knows: a password typed twice.
 */
import { withdrawalPasswordResetSchema } from '@site/contracts/api/account-activity';
import { bankAccountRegistrationSchema } from '@site/contracts/api/bank-account';
import { joinRequestSchema, profileUpdateSchema } from '@site/contracts/api/member';

import { formRules, type FieldErrors } from '../../../lib/form/form-rules';
import { koAuth } from '../../../i18n/ko';
import { koBankAccount } from '../../../i18n/ko-bank-account';

/** The withdrawal account's fields as typed, its password twice. */
export const emptyBankAccountDraft = {
  bankCode: '',
  accountNumber: '',
  holderName: '',
  withdrawalPassword: '',
  withdrawalPasswordConfirm: '',
};
export type BankAccountDraft = typeof emptyBankAccountDraft;
export type BankAccountFieldName = keyof BankAccountDraft;

/** The confirmation's own error, which no contract knows: the two withdrawal passwords must match. */
const withdrawalPasswordMismatch = (
  draft: Pick<BankAccountDraft, 'withdrawalPassword' | 'withdrawalPasswordConfirm'>,
): FieldErrors<'withdrawalPasswordConfirm'> =>
  draft.withdrawalPasswordConfirm === draft.withdrawalPassword
    ? {}
    : { withdrawalPasswordConfirm: koBankAccount.withdrawalPasswordMismatch };

// The contracts' schemas drop the confirmations (fields they do not know) from what is sent.
export const bankAccountRules = formRules({
  schema: bankAccountRegistrationSchema,
  fallback: {},
  refine: withdrawalPasswordMismatch,
});

export const emptyJoinDraft = {
  userId: '',
  password: '',
  passwordConfirm: '',
  nickName: '',
  phone: '',
  recommender: '',
  ...emptyBankAccountDraft,
};
export type JoinDraft = typeof emptyJoinDraft;

export const joinRules = formRules({
  schema: joinRequestSchema,
  fallback: {},
  refine: (draft: JoinDraft): FieldErrors<keyof JoinDraft> => ({
    ...(draft.passwordConfirm === draft.password ? {} : { passwordConfirm: koAuth.passwordMismatch }),
    ...withdrawalPasswordMismatch(draft),
  }),
});

export type ProfileDraft = {
  nickName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
};

export const profileRules = formRules({
  schema: profileUpdateSchema,
  // An empty new password keeps the current one.
  toInput: (draft: ProfileDraft) => ({ ...draft, newPassword: draft.newPassword || undefined }),
  fallback: {},
});

export const emptyWithdrawalResetDraft = {
  password: '',
  otp: '',
  withdrawalPassword: '',
  withdrawalPasswordConfirm: '',
};
export type WithdrawalResetDraft = typeof emptyWithdrawalResetDraft;

/** The withdrawal password's change or reset: the login password, the code when enrolled, the new one twice. */
export const withdrawalResetRules = formRules({
  schema: withdrawalPasswordResetSchema,
  // No code typed: the member has no second factor (the field is not shown), so none is sent.
  toInput: (draft: WithdrawalResetDraft) => ({ ...draft, otp: draft.otp || undefined }),
  fallback: {},
  refine: withdrawalPasswordMismatch,
});
