import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import type { CatalogueGame, CatalogueVendor, GameAggregator } from './aggregator-port';
import { loadAggregatorSwitches, type AggregatorSwitches } from './switches-repo';

/** A guest sees what the lowest level sees. */
export const GUEST_LEVEL = 1;

export interface VendorView {
  vendor: CatalogueVendor;
  maintenance: boolean;
  games: CatalogueGame[];
}

/** One lobby as a member of `level` sees it: the operator's switches merged into the adapter's catalogue. */
export interface LobbyView {
  maintenance: boolean;
  vendors: VendorView[];
}

/** Why a game cannot be opened or played now. */
export type GameRefusal = 'maintenance' | 'notFound';

export type PlayableGame =
  | { ok: true; adapter: GameAggregator; game: CatalogueGame; vendor: CatalogueVendor }
  | { ok: false; refusal: GameRefusal };

/**
 * What the aggregators passed to buildApp offer, filtered by the operator's switches (an aggregator's
 * product or a vendor off is maintenance) and by the lowest member level each vendor is shown to.
 */
export class CasinoCatalogue {
  private readonly adapters: Map<CasinoAggregatorKey, GameAggregator>;

  constructor(aggregators: readonly GameAggregator[]) {
    this.adapters = new Map(aggregators.map((adapter) => [adapter.key, adapter]));
  }

  adapter(key: CasinoAggregatorKey): GameAggregator | undefined {
    return this.adapters.get(key);
  }

  keys(): CasinoAggregatorKey[] {
    return [...this.adapters.keys()];
  }

  async lobby(
    db: Database,
    aggregator: CasinoAggregatorKey,
    product: CasinoProduct,
    level: number,
  ): Promise<LobbyView> {
    const adapter = this.adapters.get(aggregator);
    if (!adapter) return { maintenance: true, vendors: [] };
    const switches = await loadAggregatorSwitches(db, aggregator);
    const productOff = switches.productsOff.has(product);
    const games = adapter.games().filter((game) => game.product === product);
    const vendors = adapter
      .vendors()
      .filter((vendor) => vendor.product === product && isVisible(switches, vendor.code, level))
      .map((vendor) => ({
        vendor,
        maintenance: productOff || !isVendorOn(switches, vendor.code),
        games: games.filter((game) => game.vendor === vendor.code),
      }));
    return { maintenance: productOff, vendors };
  }

  /**
   * The game a member of `level` may open or play now: `gameCode` undefined names the product's lobby
   * game (the menu's entries). A missing adapter or a switch off is maintenance.
   */
  async playable(
    db: Database,
    request: { aggregator: CasinoAggregatorKey; product?: CasinoProduct; gameCode?: string | undefined; level: number },
  ): Promise<PlayableGame> {
    const adapter = this.adapters.get(request.aggregator);
    if (!adapter) return { ok: false, refusal: 'maintenance' };
    const games = adapter.games();
    const game =
      request.gameCode === undefined
        ? games.find((entry) => entry.product === request.product && entry.lobbyDefault)
        : games.find((entry) => entry.code === request.gameCode);
    if (!game) return { ok: false, refusal: request.gameCode === undefined ? 'maintenance' : 'notFound' };
    if (request.product !== undefined && game.product !== request.product) return { ok: false, refusal: 'notFound' };
    const vendor = adapter.vendors().find((entry) => entry.code === game.vendor);
    if (!vendor) return { ok: false, refusal: 'notFound' };
    const switches = await loadAggregatorSwitches(db, request.aggregator);
    if (!isVisible(switches, vendor.code, request.level)) return { ok: false, refusal: 'notFound' };
    if (switches.productsOff.has(game.product) || !isVendorOn(switches, vendor.code)) {
      return { ok: false, refusal: 'maintenance' };
    }
    return { ok: true, adapter, game, vendor };
  }

  /** A game and its vendor by code, whatever the switches say (a round already under way is settled anyway). */
  game(
    aggregator: CasinoAggregatorKey,
    gameCode: string,
  ): { game: CatalogueGame; vendor: CatalogueVendor } | undefined {
    const adapter = this.adapters.get(aggregator);
    const game = adapter?.games().find((entry) => entry.code === gameCode);
    const vendor = game && adapter?.vendors().find((entry) => entry.code === game.vendor);
    return game && vendor ? { game, vendor } : undefined;
  }
}

const isVendorOn = (switches: AggregatorSwitches, vendor: string): boolean =>
  switches.vendors.get(vendor)?.enabled ?? true;

const isVisible = (switches: AggregatorSwitches, vendor: string, level: number): boolean =>
  level >= (switches.vendors.get(vendor)?.minLevel ?? GUEST_LEVEL);
