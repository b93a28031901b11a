/**
 * What the casino needs from a game aggregator (docs/decisions/029). The three simulated aggregators
 * in sim/casino implement it; a real aggregator would be one more adapter. The aggregator's games
 * call our seamless wallet (contracts api/casino-wallet.ts) for every movement of money.
 */
import type { CasinoAggregatorKey, CasinoGameKind, CasinoProduct } from '@site/contracts/casino';

export interface CatalogueVendor {
  code: string;
  nameKorean: string;
  product: CasinoProduct;
}

export interface CatalogueGame {
  /** unique within the aggregator */
  code: string;
  vendor: string;
  product: CasinoProduct;
  kind: CasinoGameKind;
  nameKorean: string;
  /** the tile's image path */
  art: string;
  tags: readonly ('new' | 'hot' | 'jackpot')[];
  /** the game a menu entry opens when no game is named (one per product) */
  lobbyDefault?: boolean;
}

export interface GameAggregator {
  readonly key: CasinoAggregatorKey;
  vendors(): readonly CatalogueVendor[];
  games(): readonly CatalogueGame[];
  /**
   * The address the member's new window opens. The token is ours, one-time and short-lived; the
   * provider's game turns it into a session by the wallet's `authenticate` call.
   */
  launchUrl(input: { token: string; game: CatalogueGame }): string;
}
