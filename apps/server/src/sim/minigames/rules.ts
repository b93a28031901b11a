/** The market tables every kind module is built from: each pick written next to the rule that settles it. */
import { SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { MinigameResult } from '@site/contracts/minigame-results';
import type { MarketDefinition, PickDefinition } from '../../modules/minigames/rounds-port';
import type { MinigameKindModule, PickOutcome, RoundRandom } from './kind';

/** A pick with the rule that settles it. */
export interface PickRule<R> extends PickDefinition {
  outcome(result: R): PickOutcome;
}

export interface MarketRule<R> extends Omit<MarketDefinition, 'picks'> {
  picks: readonly PickRule<R>[];
}

/** Won when the pick came, else lost. */
export const wonIf = (came: boolean): PickOutcome => (came ? SETTLEMENT_WON : SETTLEMENT_LOST);

/**
 * Picks that each back one outcome of the result (a winner, a band, a colour …): a pick is won when
 * `outcomeOf(result)` is its key. With `voidOn`, that outcome gives the stake back instead of losing
 * (baccarat's player and banker on a tie).
 */
export function outcomePick<R>(outcomeOf: (result: R) => string) {
  return (key: string, nameKorean: string, priceX100: number, voidOn?: string): PickRule<R> => ({
    key,
    nameKorean,
    priceX100,
    outcome(result) {
      const outcome = outcomeOf(result);
      return outcome === voidOn ? SETTLEMENT_VOID : wonIf(outcome === key);
    },
  });
}

/**
 * A kind module from its markets written next to their settlement rules, so a pick cannot be offered
 * without a rule. The published markets carry no functions (they go to the page as JSON).
 */
export function kindFromRules<R extends MinigameResult>(
  kind: R['kind'],
  rules: readonly MarketRule<R>[],
  draw: (random: RoundRandom) => R,
  describe: (result: R) => string,
): MinigameKindModule<R> {
  const markets = rules.map(({ picks, ...market }) => ({
    ...market,
    picks: picks.map(({ key, nameKorean, priceX100 }) => ({ key, nameKorean, priceX100 })),
  }));
  return {
    kind,
    draw,
    markets,
    describe,
    settle(result, marketKey, pickKey) {
      const pick = rules.find((market) => market.key === marketKey)?.picks.find((each) => each.key === pickKey);
      if (!pick) throw new Error(`Unknown ${kind} pick: market "${marketKey}", pick "${pickKey}"`);
      return pick.outcome(result);
    },
  };
}
