import type { AmountRules } from '@site/contracts/api/cashier';
import { amountRuleProblem } from '@site/contracts/rules/cashier-amount';
import { AppError } from '../../http/app-error';

/** Refuses an amount outside the operator's rules, with the words the cashier's forms check with. */
export function assertAmountRules(amount: number, rules: AmountRules): void {
  const problem = amountRuleProblem(amount, rules);
  if (problem) throw new AppError(400, problem);
}
