/**
 * Test stand-ins for a round's random: a fast seeded stream for distribution checks over hundreds of
 * thousands of draws (the real one, an HMAC of the round's secret, is checked on a few hundred) and
 * hand-made shoes for dealing rules; and the checks every card-game kind shares.
 */
import { expect, it } from 'vitest';
import { SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { minigameResultSchema, type Card, type MinigameResult } from '@site/contracts/minigame-results';
import { Rng } from '../sports/random';
import type { Dealer } from './cards';
import type { MinigameKindModule, RoundRandom } from './kind';
import { drawRound } from './random';

export function seededRandom(seed: number): RoundRandom {
  const rng = new Rng(seed, 'minigame-test');
  return { below: (n) => rng.int(0, n - 1) };
}

/** Deals the given items in order, as if the shoe had been stacked. */
export function stackedDealer<T>(items: readonly T[]): Dealer<T> {
  let index = 0;
  return {
    next() {
      const item = items[index++];
      if (item === undefined) throw new Error('The stacked shoe ran out');
      return item;
    },
  };
}

/** Cards of spades by rank, e.g. cards(9, 13) for a nine and a king: suits do not matter to most rules. */
export const cards = (...ranks: number[]): Card[] => ranks.map((rank) => ({ suit: 'S', rank }));

/** `rounds` draws of the kind from one seeded stream. */
export function drawMany<R extends MinigameResult>(kind: MinigameKindModule<R>, rounds: number): R[] {
  const random = seededRandom(20240505);
  return Array.from({ length: rounds }, () => kind.draw(random));
}

/** The share of the results for which `test` holds. */
export const shareOf = <R>(results: readonly R[], test: (result: R) => boolean) =>
  results.filter(test).length / results.length;

/** What one unit staked on each pick brings back on average over the results, keyed "market/pick". */
export function returnsOver<R extends MinigameResult>(kind: MinigameKindModule<R>, results: readonly R[]) {
  const returns: Record<string, number> = {};
  for (const market of kind.markets) {
    for (const pick of market.picks) {
      let paid = 0;
      for (const result of results) {
        const outcome = kind.settle(result, market.key, pick.key);
        paid += outcome === SETTLEMENT_WON ? pick.priceX100 / 100 : outcome === SETTLEMENT_VOID ? 1 : 0;
      }
      returns[`${market.key}/${pick.key}`] = paid / results.length;
    }
  }
  return returns;
}

/**
 * What every kind must do: results that parse with the contract's schema and describe themselves,
 * every pick paying back less than it takes (but not absurdly less) and a clear error for unknown keys.
 * `results` are equally likely outcomes (every one, or a large sample).
 */
export function itKeepsTheKindContract<R extends MinigameResult>(
  kind: MinigameKindModule<R>,
  results: () => readonly R[],
  lowestReturn = 0.8,
) {
  it('draws, from real round secrets, results that parse with the contract schema and describe themselves in Korean', () => {
    for (let round = 0; round < 300; round++) {
      const result = drawRound(`${kind.kind}-${round}`, kind);
      expect(minigameResultSchema.parse(result)).toEqual(result);
      expect(drawRound(`${kind.kind}-${round}`, kind)).toEqual(result);
      expect(kind.describe(result)).toMatch(/[가-힣]/);
    }
  });

  it(`pays back less than the stake on every pick, but at least ${lowestReturn}`, () => {
    const returns = returnsOver(kind, results());
    expect(Object.keys(returns)).toHaveLength(kind.markets.flatMap((market) => market.picks).length);
    for (const [pick, expected] of Object.entries(returns)) {
      expect([pick, expected < 1 && expected >= lowestReturn]).toEqual([pick, true]);
    }
  });

  it('refuses a market or pick it does not offer', () => {
    const [result] = drawMany(kind, 1) as [R];
    const [market] = kind.markets;
    expect(() => kind.settle(result, 'nope', 'player')).toThrow(/Unknown .* pick: market "nope"/);
    expect(() => kind.settle(result, market?.key ?? '', 'nope')).toThrow(/pick "nope"/);
  });
}
