import type { SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { MinigameResult } from '@site/contracts/minigame-results';
import type { MarketDefinition } from '../../modules/minigames/rounds-port';

/**
 * Random numbers drawn from a round's secret (HMAC-SHA256 in counter mode, see random.ts): the same
 * secret always gives the same draw, so once the secret is revealed anyone can recompute the result.
 */
export interface RoundRandom {
  /** a whole number in [0, n), without modulo bias */
  below(n: number): number;
}

/** Lost, won or void (stake back): SPEC.md §4's settlement codes. */
export type PickOutcome = typeof SETTLEMENT_LOST | typeof SETTLEMENT_WON | typeof SETTLEMENT_VOID;

/**
 * One kind of draw (powerball, ladder, baccarat …): how a result is drawn, what can be bet on it and
 * how each pick settles. Every provider's game of that kind uses the same module.
 */
export interface MinigameKindModule<R extends MinigameResult = MinigameResult> {
  kind: R['kind'];
  draw(random: RoundRandom): R;
  markets: readonly MarketDefinition[];
  settle(result: R, marketKey: string, pickKey: string): PickOutcome;
  /** the result in a few Korean words for lists and the bet history */
  describe(result: R): string;
}
