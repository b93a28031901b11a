import { cashierErrors, type AmountRules } from '@site/contracts/api/cashier';
import { AppError } from '../../http/app-error';

/**
 * Refuses an amount outside the operator's rules. Minimum and maximum come first: "from 10,000 won"
 * tells a member asking for 5,000 more than "in 10,000-won units" would.
 */
export function assertAmountRules(amount: number, { unit, min, max }: AmountRules): void {
  if (amount < min) throw new AppError(400, cashierErrors.belowMin(min));
  if (amount > max) throw new AppError(400, cashierErrors.aboveMax(max));
  if (amount % unit !== 0) throw new AppError(400, cashierErrors.notUnit(unit));
}
