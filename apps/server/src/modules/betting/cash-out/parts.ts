/** How much of a quote may be taken in part (docs/decisions/068). */
import { CASH_OUT_MIN_STAKE_LEFT as MIN_STAKE_LEFT } from '@site/contracts/api/cash-out-codes';
import { CASH_OUT_STEP } from './value';

export { MIN_STAKE_LEFT };

/**
 * minAmount: the smallest part of the quote worth taking, the one releasing MIN_STAKE_LEFT of the
 * stake (rounded up to the offer's step); the whole quote when the stake is too small to split.
 * maxPartAmount: the largest part that still leaves MIN_STAKE_LEFT riding (0 when none does).
 */
export function partRules(stake: number, quoted: number): { minAmount: number; maxPartAmount: number } {
  if (stake < 2 * MIN_STAKE_LEFT) return { minAmount: quoted, maxPartAmount: 0 };
  const minAmount = Math.min(quoted, Math.ceil((quoted * MIN_STAKE_LEFT) / stake / CASH_OUT_STEP) * CASH_OUT_STEP);
  const maxPartAmount = Math.floor((quoted * (stake - MIN_STAKE_LEFT)) / stake);
  return { minAmount, maxPartAmount };
}
