import { cashierErrors, type AmountRules } from '../api/cashier';

/**
 * Why an amount is refused under the operator's minimum, maximum and unit, in that order ("from
 * 10,000 won" tells a member asking for 5,000 more than "in 10,000-won units" would); null when it
 * is fine. The server refuses with it and the cashier's forms check with it, so both say the same.
 * A maximum of 0 closes the amount (nothing above 0 passes); a unit of 0 is no unit.
 */
export function amountRuleProblem(amount: number, { unit, min, max }: AmountRules): string | null {
  if (amount < min) return cashierErrors.belowMin(min);
  if (amount > max) return cashierErrors.aboveMax(max);
  if (unit > 0 && amount % unit !== 0) return cashierErrors.notUnit(unit);
  return null;
}
