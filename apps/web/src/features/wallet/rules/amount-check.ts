/**
 * The checks the page makes before it sends an amount, in the server's own Korean words
 * (contracts' cashierErrors), so a member is told the same thing either way and nothing is sent
 * that the server would refuse for the amount alone.
 */
import { cashierErrors, type AmountRules, type WithdrawalInfo } from '@site/contracts/api/cashier';

import { koWallet } from '../../../i18n/ko-wallet';

/** Why the amount is refused under the operator's unit, minimum and maximum; null when it is fine. */
export function amountProblem(amount: number, { unit, min, max }: AmountRules): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return koWallet.amount.empty;
  if (unit > 0 && amount % unit !== 0) return cashierErrors.notUnit(unit);
  if (amount < min) return cashierErrors.belowMin(min);
  if (max > 0 && amount > max) return cashierErrors.aboveMax(max);
  return null;
}

/** A withdrawal's amount: the rules above, then the day's limits and the balance it leaves. */
export function withdrawalProblem(
  amount: number,
  { rules, today }: Pick<WithdrawalInfo, 'rules' | 'today'>,
  balance: number,
): string | null {
  const problem = amountProblem(amount, rules);
  if (problem) return problem;
  if (rules.dailyCount > 0 && today.count >= rules.dailyCount) return cashierErrors.dailyCount(rules.dailyCount);
  if (rules.dailyAmount > 0 && today.amount + amount > rules.dailyAmount)
    return cashierErrors.dailyAmount(rules.dailyAmount);
  if (amount > balance) return cashierErrors.insufficientBalance;
  return null;
}

/** Points to convert: the operator's minimum and unit, and no more than the member holds. */
export function pointProblem(amount: number, rules: { min: number; unit: number }, held: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return koWallet.point.convertAmountEmpty;
  if (amount < rules.min) return cashierErrors.pointBelowMin(rules.min);
  if (rules.unit > 0 && amount % rules.unit !== 0) return cashierErrors.pointNotUnit(rules.unit);
  if (amount > held) return cashierErrors.insufficientPoint;
  return null;
}
