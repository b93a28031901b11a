/**
 * Checks every number-game kind shares in its tests: its draws (from the real HMAC random, with a
 * fixed list of secrets) are valid results, each market has at most one winner, every pick comes as
 * often as the exact probability says, and every price returns less than the stake on average.
 */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { minigameResultSchema, type MinigameResult } from '@site/contracts/minigame-results';
import type { MinigameKindModule } from '../kind';
import { drawRound } from '../random';

/** A result with its weight; the weights of a list need not add up to 1. */
export type Weighted<R> = readonly [R, number];

const pickId = (marketKey: string, pickKey: string) => `${marketKey}/${pickKey}`;

/** `count` draws from the secrets `${label}-0`, `${label}-1`, …: the same draws on every run. */
export function drawMany<R extends MinigameResult>(kind: MinigameKindModule<R>, count: number, label: string): R[] {
  return Array.from({ length: count }, (_, index) => drawRound(`${label}-${index}`, kind));
}

/** The share of `outcomes` (by weight) each pick wins, keyed `market/pick`. */
export function winChances<R extends MinigameResult>(
  kind: MinigameKindModule<R>,
  outcomes: Iterable<Weighted<R>>,
): Map<string, number> {
  const won = new Map<string, number>();
  let total = 0;
  for (const [result, weight] of outcomes) {
    total += weight;
    for (const market of kind.markets) {
      for (const pick of market.picks) {
        const id = pickId(market.key, pick.key);
        won.set(id, (won.get(id) ?? 0) + (kind.settle(result, market.key, pick.key) === 2 ? weight : 0));
      }
    }
  }
  return new Map([...won].map(([id, weight]) => [id, weight / total]));
}

/** How many k-subsets of min..max have each sum (as floating point: C(70, 20) is past 2^53). */
export function subsetSumCounts(count: number, min: number, max: number): Map<number, number> {
  const top = count * max;
  const ways = Array.from({ length: count + 1 }, () => new Float64Array(top + 1));
  (ways[0] as Float64Array)[0] = 1;
  for (let value = min; value <= max; value++) {
    for (let size = Math.min(count, value - min + 1); size >= 1; size--) {
      const into = ways[size] as Float64Array;
      const from = ways[size - 1] as Float64Array;
      for (let sum = top; sum >= value; sum--) into[sum] = (into[sum] as number) + (from[sum - value] as number);
    }
  }
  const counts = new Map<number, number>();
  (ways[count] as Float64Array).forEach((n, sum) => n > 0 && counts.set(sum, n));
  return counts;
}

/** Some `count` distinct numbers of min..max adding up to `sum` (the smallest ones, raised from the top). */
export function distinctWithSum(count: number, min: number, max: number, sum: number): number[] {
  const numbers = Array.from({ length: count }, (_, index) => min + index);
  let rest = sum - numbers.reduce((total, n) => total + n, 0);
  for (let index = count - 1; index >= 0 && rest > 0; index--) {
    const raise = Math.min(rest, max - (count - 1 - index) - (numbers[index] as number));
    numbers[index] = (numbers[index] as number) + raise;
    rest -= raise;
  }
  if (rest !== 0) throw new Error(`no ${count} distinct numbers of ${min}-${max} add up to ${sum}`);
  return numbers;
}

export interface KindCheckOptions<R extends MinigameResult> {
  /** every possible result with its probability (or a result standing for each class settlement tells apart) */
  exact: () => Iterable<Weighted<R>>;
  /** how many draws the distribution check makes */
  draws?: number;
  /** the lowest return a price may give (1 − the largest house edge allowed) */
  minReturn?: number;
}

/** Registers the shared checks of one kind in the calling describe block. */
export function kindChecks<R extends MinigameResult>(kind: MinigameKindModule<R>, options: KindCheckOptions<R>): void {
  const drawCount = options.draws ?? 5000;
  const minReturn = options.minReturn ?? 0.94;
  let drawn: R[] | undefined;
  const draws = () => (drawn ??= drawMany(kind, drawCount, `${kind.kind}-check`));

  it('draws results the contract accepts, the same for the same secret', () => {
    expect(z.array(minigameResultSchema).parse(draws())).toEqual(draws());
    expect(drawMany(kind, 20, `${kind.kind}-check`)).toEqual(draws().slice(0, 20));
    expect(drawMany(kind, 20, `${kind.kind}-other`)).not.toEqual(draws().slice(0, 20));
  });

  it('settles every pick of every draw as won or lost, with at most one winner per market', () => {
    const problems: string[] = [];
    for (const result of draws()) {
      for (const market of kind.markets) {
        const outcomes = market.picks.map((pick) => kind.settle(result, market.key, pick.key));
        if (outcomes.some((outcome) => outcome !== 1 && outcome !== 2)) problems.push(`${market.key}: not won or lost`);
        if (outcomes.filter((outcome) => outcome === 2).length > 1) problems.push(`${market.key}: two winners`);
      }
      if (!/\S/.test(kind.describe(result))) problems.push('empty description');
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('refuses a market or pick it does not offer', () => {
    const [result] = draws();
    const market = kind.markets[0];
    if (!result || !market) throw new Error('no draw or no market');
    expect(() => kind.settle(result, 'no_such_market', 'odd')).toThrow(/no_such_market/);
    expect(() => kind.settle(result, market.key, 'no_such_pick')).toThrow(/no_such_pick/);
  });

  it('offers unique keys, Korean names and prices above evens', () => {
    const marketKeys = kind.markets.map((market) => market.key);
    expect(new Set(marketKeys).size).toBe(marketKeys.length);
    for (const market of kind.markets) {
      expect(market.nameKorean).toMatch(/[가-힣]/);
      expect(market.group).toMatch(/[가-힣]/);
      expect(new Set(market.picks.map((pick) => pick.key)).size).toBe(market.picks.length);
      for (const pick of market.picks) {
        expect(pick.key.length).toBeLessThanOrEqual(40);
        expect(Number.isInteger(pick.priceX100) && pick.priceX100 > 100).toBe(true);
      }
    }
  });

  it('wins each pick as often as its exact probability says, within five standard errors', () => {
    const exact = winChances(kind, options.exact());
    const seen = winChances(
      kind,
      draws().map((result) => [result, 1] as const),
    );
    for (const [id, p] of exact) {
      const tolerance = 5 * Math.sqrt((p * (1 - p)) / drawCount) + 0.001;
      expect(Math.abs((seen.get(id) ?? 0) - p), `${id}: seen ${seen.get(id)}, exact ${p}`).toBeLessThanOrEqual(
        tolerance,
      );
    }
  });

  it(`prices every pick to return less than the stake, and at least ${minReturn * 100} %`, () => {
    const exact = winChances(kind, options.exact());
    for (const market of kind.markets) {
      for (const pick of market.picks) {
        const id = pickId(market.key, pick.key);
        const expectedReturn = (exact.get(id) ?? 0) * (pick.priceX100 / 100);
        expect(expectedReturn, id).toBeLessThan(1);
        expect(expectedReturn, id).toBeGreaterThanOrEqual(minReturn);
      }
    }
  });
}

/** The share of `results` a pick wins. */
export function shareWon<R extends MinigameResult>(
  kind: MinigameKindModule<R>,
  results: readonly R[],
  marketKey: string,
  pickKey: string,
): number {
  return results.filter((result) => kind.settle(result, marketKey, pickKey) === 2).length / results.length;
}

/** The winning pick of every market for one result (null where no pick wins), to compare with a table. */
export function winners<R extends MinigameResult>(
  kind: MinigameKindModule<R>,
  result: R,
): Record<string, string | null> {
  return Object.fromEntries(
    kind.markets.map((market) => [
      market.key,
      market.picks.find((pick) => kind.settle(result, market.key, pick.key) === 2)?.key ?? null,
    ]),
  );
}

/** Asserts that each listed pick wins a share of `count` draws between `low` and `high`. */
export function expectShares<R extends MinigameResult>(
  kind: MinigameKindModule<R>,
  picks: readonly (readonly [marketKey: string, pickKey: string])[],
  [low, high]: readonly [number, number],
  count = 5000,
): void {
  const draws = drawMany(kind, count, `${kind.kind}-shares`);
  for (const [marketKey, pickKey] of picks) {
    const share = shareWon(kind, draws, marketKey, pickKey);
    expect(share, `${marketKey}/${pickKey}`).toBeGreaterThan(low);
    expect(share, `${marketKey}/${pickKey}`).toBeLessThan(high);
  }
}
