import type { BetRules } from '@site/contracts/api/bets';
import { slipTotals, type SlipTotals } from '@site/contracts/rules/bet-slip';

/** The price a typed odds text stands for, or null while it is not one (empty, 1 or less, not a number). */
export function oddsOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 1 ? value : null;
}

/**
 * The calculator's figures: the cart's own arithmetic (slipTotals: the product floored to two places,
 * the folder bonus for the number of picks, the level's maximum payout) over the rows that hold odds.
 */
export function calculatorTotals(
  oddsTexts: readonly string[],
  stake: number,
  rules: Pick<BetRules, 'bonusOdds' | 'maxPayout'>,
): SlipTotals & { picks: number } {
  const prices = oddsTexts.map(oddsOf).filter((price) => price !== null);
  return {
    ...slipTotals(
      prices.map((price) => ({ price })),
      stake,
      rules,
    ),
    picks: prices.length,
  };
}
