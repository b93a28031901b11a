/**
 * The tether forms' rules: the contract's schema, then the operator's unit, minimum and maximum,
 * checked before anything is sent (or a payment window opened), with the server's Korean refusals.
 */
import {
  tetherDepositUrlQuerySchema,
  tetherWithdrawalRequestSchema,
  type AmountRules,
} from '@site/contracts/api/cashier';

import { formRules } from '../../../lib/form/form-rules';
import { amountProblem, onAmount } from './amount-check';

/** The won amount an invoice is asked for (/chargeCrypto). */
export const tetherDepositRules = (rules: AmountRules) =>
  formRules({
    schema: tetherDepositUrlQuerySchema,
    fallback: {},
    refine: (draft: { amount: number }) => onAmount(amountProblem(draft.amount, rules)),
  });

export type TetherWithdrawalDraft = {
  amount: number;
  address: string;
  withdrawalPassword: string;
  /** the second factor's code; empty (not sent) for a member without one */
  otp: string;
};

/** The tether withdrawal dialog (/exchangeCrypto); the attempt's key is added as it is sent. */
export const tetherWithdrawalRules = (rules: AmountRules) =>
  formRules({
    schema: tetherWithdrawalRequestSchema.omit({ idempotencyKey: true }),
    toInput: (draft: TetherWithdrawalDraft) => ({ ...draft, otp: draft.otp.trim() || undefined }),
    fallback: {},
    refine: (draft: TetherWithdrawalDraft) => onAmount(amountProblem(draft.amount, rules)),
  });
