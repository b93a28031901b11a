/**
 * The rules of the cashier's forms: the contract's schema the server checks with, then the
 * operator's unit, minimum and maximum (and a withdrawal's day and balance), in the server's own
 * Korean words (contracts' cashierErrors), so a member is told the same thing either way and nothing
 * is sent that the server would refuse for the amount alone. An empty amount is the contract's to
 * word ("금액을 입력해주세요."), so these checks start from an amount it accepted.
 */
import {
  cashierErrors,
  depositRequestSchema,
  pointConversionSchema,
  withdrawalRequestSchema,
  type AmountRules,
  type BonusKind,
  type PointRules,
  type WithdrawalInfo,
} from '@site/contracts/api/cashier';
import { amountRuleProblem } from '@site/contracts/rules/cashier-amount';

import { formRules, type FieldErrors } from '../../../lib/form/form-rules';

/** A problem with the amount as the message on its field; nothing when there is none. */
export const onAmount = (problem: string | null): FieldErrors<'amount'> => (problem ? { amount: problem } : {});

/** Why the amount is refused under the operator's unit, minimum and maximum; null when it is fine. */
export function amountProblem(amount: number, rules: AmountRules): string | null {
  // No amount yet is the contract's to word ("금액을 입력해주세요.").
  return amount <= 0 ? null : amountRuleProblem(amount, rules);
}

/** A withdrawal's amount: the rules above, then the day's limits and the balance it leaves. */
function withdrawalProblem(
  amount: number,
  { rules, today }: Pick<WithdrawalInfo, 'rules' | 'today'>,
  balance: number,
): string | null {
  if (amount <= 0) return null;
  const problem = amountProblem(amount, rules);
  if (problem) return problem;
  if (rules.dailyCount > 0 && today.count >= rules.dailyCount) return cashierErrors.dailyCount(rules.dailyCount);
  if (rules.dailyAmount > 0 && today.amount + amount > rules.dailyAmount)
    return cashierErrors.dailyAmount(rules.dailyAmount);
  if (amount > balance) return cashierErrors.insufficientBalance;
  return null;
}

/** Points to convert: the operator's minimum and unit, and no more than the member holds. */
function pointProblem(amount: number, rules: PointRules, held: number): string | null {
  if (amount <= 0) return null;
  if (amount < rules.min) return cashierErrors.pointBelowMin(rules.min);
  if (rules.unit > 0 && amount % rules.unit !== 0) return cashierErrors.pointNotUnit(rules.unit);
  if (amount > held) return cashierErrors.insufficientPoint;
  return null;
}

/** The won deposit's fields; the amount is the picker's whole won (0 when none is chosen). */
export type DepositDraft = {
  depositorName: string;
  amount: number;
  bonusKind: BonusKind;
};

/** The won deposit (/charge); the attempt's key is added as it is sent. */
export const depositRules = (rules: AmountRules) =>
  formRules({
    schema: depositRequestSchema.omit({ idempotencyKey: true }),
    fallback: {},
    refine: (draft: DepositDraft) => onAmount(amountProblem(draft.amount, rules)),
  });

export type WithdrawalDraft = {
  amount: number;
  withdrawalPassword: string;
  /** the second factor's code; empty (not sent) for a member without one */
  otp: string;
};

/** The won withdrawal (/exchange), against the day's figures and the balance as the page has them. */
export const withdrawalRules = (info: Pick<WithdrawalInfo, 'rules' | 'today'>, balance: number) =>
  formRules({
    schema: withdrawalRequestSchema.omit({ idempotencyKey: true }),
    // An empty password is asked for (the contract's message for a missing one), not told its digits.
    toInput: (draft: WithdrawalDraft) => ({
      ...draft,
      withdrawalPassword: draft.withdrawalPassword || undefined,
      otp: draft.otp.trim() || undefined,
    }),
    fallback: {},
    refine: (draft) => onAmount(withdrawalProblem(draft.amount, info, balance)),
  });

/** Points to money (/mywallet/point). */
export const pointConversionRules = (rules: PointRules, held: number) =>
  formRules({
    schema: pointConversionSchema.omit({ idempotencyKey: true }),
    fallback: {},
    refine: (draft: { amount: number }) => onAmount(pointProblem(draft.amount, rules, held)),
  });
