/** The builder slip's sums: its payout under the level's cap, and what stops a stake (the cart's own words). */
import type { BetRules } from '@site/contracts/api/bets';
import { slipMessages } from '@site/contracts/rules/bet-slip';

/**
 * stake × joint price, in whole won rounded down, never above the level's maximum payout. The price
 * has two places: counted in hundredths so that 10,000 × 2.35 is 23,500, not 23,499.99….
 */
export function builderPayout(stake: number, price: number, rules: Pick<BetRules, 'maxPayout'> | null): number {
  const payout = Math.floor((stake * Math.round(price * 100)) / 100);
  return rules ? Math.min(payout, rules.maxPayout) : payout;
}

/** The first reason the stake cannot be bet (none, below the level's least, above its most or the balance), or null. */
export function builderStakeProblem(
  stake: number,
  rules: Pick<BetRules, 'minStake' | 'maxStake'> | null,
  balance: number | null,
): string | null {
  if (stake <= 0) return slipMessages.noStake;
  if (rules && stake < rules.minStake) return slipMessages.belowMinStake(rules.minStake);
  if (rules && stake > rules.maxStake) return slipMessages.aboveMaxStake(rules.maxStake);
  if (balance !== null && stake > balance) return slipMessages.aboveBalance;
  return null;
}
