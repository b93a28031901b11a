/** Which lobby an address names: /casino, /casino/index_cx, /slot/index_vinus … (contracts casinoLobbyPath). */
import {
  casinoAggregatorKeys,
  casinoLobbyPath,
  casinoProducts,
  type CasinoAggregatorKey,
  type CasinoProduct,
} from '@site/contracts/casino';

import type { PageTextKey } from '../../../i18n/ko';

export interface LobbyAddress {
  aggregator: CasinoAggregatorKey;
  product: CasinoProduct;
}

const lobbies: LobbyAddress[] = casinoProducts.flatMap((product) =>
  casinoAggregatorKeys.map((aggregator) => ({ aggregator, product })),
);

export const lobbyOfPath = (pathname: string): LobbyAddress | null =>
  lobbies.find(({ aggregator, product }) => casinoLobbyPath(product, aggregator) === pathname.replace(/\/$/, '')) ??
  null;

const pageSuffix: Record<CasinoAggregatorKey, '' | 'Cx' | 'Vinus'> = { playfun: '', cx: 'Cx', vinus: 'Vinus' };

/** The lobby's key in ko.pages (casino, casinoCx, slotVinus …): its title. */
export const lobbyPageKey = ({ aggregator, product }: LobbyAddress): PageTextKey =>
  `${product}${pageSuffix[aggregator]}`;
