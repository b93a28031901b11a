/**
 * Pick lists the number games share: a yes/no pair at one price, and combination markets that cross
 * two sets of outcomes (홀짝 × 언더오버, 홀짝 × 대중소 …), each cell at its own price.
 */
import { wonIf, type PickRule } from '../rules';

/** One outcome of a question about the result, e.g. { key: 'odd', nameKorean: '홀', test }. */
export interface Side<R> {
  key: string;
  nameKorean: string;
  test(result: R): boolean;
}

export const side = <R>(key: string, nameKorean: string, test: (result: R) => boolean): Side<R> => ({
  key,
  nameKorean,
  test,
});

/** Every side as a pick that wins when its test holds, at one price or at a price each. */
export function picksOf<R>(sides: readonly Side<R>[], pricesX100: number | readonly number[]): PickRule<R>[] {
  return sides.map(({ key, nameKorean, test }, index) => {
    const priceX100 = typeof pricesX100 === 'number' ? pricesX100 : pricesX100[index];
    if (priceX100 === undefined) throw new Error(`no price for ${key}`);
    return { key, nameKorean, priceX100, outcome: (result: R) => wonIf(test(result)) };
  });
}

/**
 * The picks of a combination market: every first side with every second side, keyed `odd_under`
 * and named `홀+언더`; `pricesX100[i][j]` prices first[i] with second[j].
 */
export function crossPicks<R>(
  first: readonly Side<R>[],
  second: readonly Side<R>[],
  pricesX100: readonly (readonly number[])[],
): PickRule<R>[] {
  return first.flatMap((a, i) =>
    second.map((b, j) => {
      const priceX100 = pricesX100[i]?.[j];
      if (priceX100 === undefined) throw new Error(`no price for ${a.key}_${b.key}`);
      return {
        key: `${a.key}_${b.key}`,
        nameKorean: `${a.nameKorean}+${b.nameKorean}`,
        priceX100,
        outcome: (result: R) => wonIf(a.test(result) && b.test(result)),
      };
    }),
  );
}
