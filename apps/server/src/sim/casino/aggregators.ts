import { casinoAggregatorKeys, type CasinoAggregatorKey } from '@site/contracts/casino';
import type { GameAggregator } from '../../modules/casino/aggregator-port';
import { catalogueOf } from './catalogue';

/** Where the member's window opens a game: our own server plays the provider (sim/casino/page-routes.ts). */
export const launchPath = (aggregator: CasinoAggregatorKey): string => `/sim-casino/${aggregator}/play`;

/** One simulated aggregator: its catalogue, and a launch address on this server that takes our token. */
export function simAggregator(key: CasinoAggregatorKey): GameAggregator {
  return {
    key,
    vendors: () => catalogueOf(key).vendors,
    games: () => catalogueOf(key).games,
    launchUrl: ({ token, game }) =>
      `${launchPath(key)}?token=${encodeURIComponent(token)}&game=${encodeURIComponent(game.code)}`,
  };
}

/** playfun, cx and vinus, as buildApp's casinoAggregators takes them. */
export function simAggregators(): GameAggregator[] {
  return casinoAggregatorKeys.map(simAggregator);
}
