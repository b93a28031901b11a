/**
 * The launch of a casino or slot game asks first (SPEC.md §2, §4): the menu's 라이브카지노 and
 * 슬롯게임 entries and every lobby tile put their request here; the dialog loads with the first one.
 */
import { create } from 'zustand';

import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';

export interface CasinoLaunchRequest {
  aggregator: CasinoAggregatorKey;
  product: CasinoProduct;
  /** none: the aggregator's own lobby game of the product (the menu's entries) */
  gameCode?: string;
  /** the tile's Korean name, for the dialog's text */
  gameName?: string;
}

export const useCasinoLaunchDialog = create<{ request: CasinoLaunchRequest | null }>(() => ({ request: null }));

export const requestCasinoLaunch = (request: CasinoLaunchRequest) => useCasinoLaunchDialog.setState({ request });

export const closeCasinoLaunchDialog = () => useCasinoLaunchDialog.setState({ request: null });
