import type { MinigameKind } from '@site/contracts/minigames';
import type { MinigameRoundRow } from '../../db/schema/minigames';

/*
 * The port of the minigames: what they ask of the provider that runs the rounds (sim/minigames
 * today, a game vendor's adapter tomorrow). The provider implements it; the minigames never import
 * the provider (docs/decisions/012-server-layers.md).
 */

export interface PickDefinition {
  key: string;
  nameKorean: string;
  /** decimal odds × 100 */
  priceX100: number;
}

export interface MarketDefinition {
  key: string;
  nameKorean: string;
  /** the tab it stands under on the game's page */
  group: string;
  picks: readonly PickDefinition[];
}

/** The kinds that run as rounds; bet365's virtual sports are fixtures with markets, not rounds. */
export type RoundKind = Exclude<MinigameKind, 'virtual'>;

/** One game the provider runs rounds for, as the minigames see it: what can be bet on it, and when. */
export interface RoundGame {
  id: number;
  nameKorean: string;
  kind: RoundKind;
  /** seconds from one draw to the next */
  roundSeconds: number;
  /** betting closes this many seconds before the draw */
  closeSeconds: number;
  /** the markets of the game's kind (the provider's module of that kind also draws and settles) */
  module: { readonly markets: readonly MarketDefinition[] };
}

/**
 * The rounds of every game, one instance per process (main.ts makes it, workers/minigame-rounds.ts).
 * A game handed back to currentRound or drawNow is one that game() answered.
 */
export interface MinigameRounds {
  /** the game whose rounds are run; undefined for a game no provider runs (yet) */
  game(gameId: number): RoundGame | undefined;
  /** the game's round not yet drawn, brought up to now first when it is due for a step */
  currentRound(game: RoundGame): Promise<MinigameRoundRow>;
  /** the operator's shortcut: closes and draws the current round now, answers the next one */
  drawNow(game: RoundGame): Promise<MinigameRoundRow>;
}
