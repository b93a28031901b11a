/**
 * Live casino and slots (SPEC.md §2, §4, §5): the game aggregators the site launches games through,
 * the two products and the game kinds our simulated providers can deal. Free of zod, so the menu and
 * the lobbies import it without the schemas.
 */

/**
 * `playfun` is the launcher of /casino and /slot (its call is SPEC.md §7's POST /playfun/auth); `cx`
 * and `vinus` are the aggregators of the index_cx and index_vinus lobbies.
 */
export const casinoAggregatorKeys = ['playfun', 'cx', 'vinus'] as const;
export type CasinoAggregatorKey = (typeof casinoAggregatorKeys)[number];

export const casinoAggregatorNames: Record<CasinoAggregatorKey, string> = {
  playfun: '플레이펀',
  cx: 'CX',
  vinus: 'VINUS',
};

export const casinoProducts = ['casino', 'slot'] as const;
export type CasinoProduct = (typeof casinoProducts)[number];

export const casinoProductNames: Record<CasinoProduct, string> = {
  casino: '라이브카지노',
  slot: '슬롯게임',
};

/** What a game plays as: every vendor's table or machine is dealt by one of these simulated engines. */
export const casinoGameKinds = ['baccarat', 'roulette', 'slot'] as const;
export type CasinoGameKind = (typeof casinoGameKinds)[number];

/** The lobby page of an aggregator and product: /casino, /casino/index_cx, /slot/index_vinus … */
export const casinoLobbyPath = (product: CasinoProduct, aggregator: CasinoAggregatorKey): string =>
  aggregator === 'playfun' ? `/${product}` : `/${product}/index_${aggregator}`;

/** A game is named across the site by its aggregator and its code there. */
export const casinoGameCodePattern = /^[a-z0-9][a-z0-9_-]{0,47}$/;
