/**
 * Checks a won amount against the operator's unit, minimum and maximum before anything is sent
 * (or a payment window opened), with the same Korean refusals the server gives.
 */
import { cashierErrors, type AmountRules } from '@site/contracts/api/cashier';

import { koTether } from '../../../i18n/ko-tether';

export function tetherAmountError(amount: number, rules: AmountRules): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return koTether.amount.required;
  if (rules.unit > 0 && amount % rules.unit !== 0) return cashierErrors.notUnit(rules.unit);
  if (amount < rules.min) return cashierErrors.belowMin(rules.min);
  if (amount > rules.max) return cashierErrors.aboveMax(rules.max);
  return null;
}
