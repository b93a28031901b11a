import { marketPricesX100 } from '../sports/pricing';
import { drawWeighted, type VirtualRandom } from './random';

/**
 * Virtual races: each runner has a strength, and the finishing order is drawn Plackett-Luce: the
 * winner in proportion to the strengths, then second among the rest in proportion to theirs, and so
 * on. Win and place chances follow exactly from the strengths, so the prices and the races agree.
 */

/** The book's margin on a race's markets; races carry more than matches, as bookmakers' do. */
export const RACE_MARGIN = 0.15;
/** How much a rating point is worth: the best runner is about ten times as strong as the worst. */
const STRENGTH_PER_RATING = 1.2;

export const strengthOf = (rating: number): number => Math.exp(STRENGTH_PER_RATING * rating);

/** Each runner's chance to win. */
export function winProbabilities(strengths: readonly number[]): number[] {
  const total = strengths.reduce((acc, strength) => acc + strength, 0);
  return strengths.map((strength) => strength / total);
}

/**
 * Each runner's chance to finish within the first `places`: the sum, over every order of `places`
 * distinct runners, of that order's Plackett-Luce probability (8 × 7 × 6 orders for three places of eight).
 */
export function placeProbabilities(strengths: readonly number[], places: number): number[] {
  const chances = strengths.map(() => 0);
  const total = strengths.reduce((acc, strength) => acc + strength, 0);
  const taken = strengths.map(() => false);
  const chosen: number[] = [];
  const walk = (remaining: number, probability: number): void => {
    if (chosen.length === places) {
      for (const runner of chosen) chances[runner] = (chances[runner] as number) + probability;
      return;
    }
    strengths.forEach((strength, runner) => {
      if (taken[runner]) return;
      taken[runner] = true;
      chosen.push(runner);
      walk(remaining - strength, (probability * strength) / remaining);
      chosen.pop();
      taken[runner] = false;
    });
  };
  walk(total, 1);
  return chances;
}

/** The finishing order (runner indexes), drawn one place at a time among the runners left. */
export function drawOrder(strengths: readonly number[], random: VirtualRandom): number[] {
  const left = strengths.map((_, index) => index);
  const order: number[] = [];
  while (left.length > 0) {
    const picked = drawWeighted(
      left.map((runner) => strengths[runner] as number),
      random,
    );
    order.push(left[picked] as number);
    left.splice(picked, 1);
  }
  return order;
}

/** Winner prices: the win chances with the margin, as the real book prices a market. */
export const winPricesX100 = (strengths: readonly number[]): number[] =>
  marketPricesX100(winProbabilities(strengths), RACE_MARGIN);

/**
 * Place prices. A place market pays `places` runners, so its chances add up to `places`, not 1:
 * each runner is priced on its own chance with the margin.
 */
export const placePricesX100 = (strengths: readonly number[], places: number): number[] =>
  placeProbabilities(strengths, places).map((chance) => marketPricesX100([chance], RACE_MARGIN)[0] as number);
