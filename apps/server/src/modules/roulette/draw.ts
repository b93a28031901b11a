/**
 * The roulette's draw: a prize by the operator's weights, among those the wheel's daily budget can
 * still pay. A miss costs nothing, so it is always affordable; when nothing can be drawn (every weight
 * 0, or only unaffordable prizes carry weight) the spin is a miss rather than an error, since the
 * member's coupon is spent either way.
 */
import { randomInt } from 'node:crypto';
import { ROULETTE_MISS, roulettePrizeValue } from '@site/contracts/api/roulette';

export interface WeightedPrize {
  code: number;
  weight: number;
}

export interface DrawInput {
  prizes: readonly WeightedPrize[];
  /** won the wheel may still give away today; null: no limit */
  remaining: number | null;
  values: { chickenValue: number; pizzaValue: number };
  /** an integer in [0, total) — crypto's by default; tests pass their own */
  pick?: (total: number) => number;
}

/** The prizes a draw may land on: weighted and within what the budget has left. */
export function drawablePrizes({ prizes, remaining, values }: DrawInput): WeightedPrize[] {
  return prizes.filter(
    (prize) => prize.weight > 0 && (remaining === null || roulettePrizeValue(prize.code, values) <= remaining),
  );
}

export function drawPrize(input: DrawInput): number {
  const drawable = drawablePrizes(input);
  const total = drawable.reduce((sum, prize) => sum + prize.weight, 0);
  if (total === 0) return ROULETTE_MISS;
  let ticket = (input.pick ?? randomInt)(total);
  for (const prize of drawable) {
    if (ticket < prize.weight) return prize.code;
    ticket -= prize.weight;
  }
  return ROULETTE_MISS;
}
