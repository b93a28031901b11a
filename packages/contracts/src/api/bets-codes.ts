/**
 * The codes of SPEC.md §3-§4 that the site needs as plain values (the bet slip, the bet history):
 * kept out of bets.ts so that a page using them does not load zod with the schemas
 * (docs/decisions/020). bets.ts re-exports them.
 */
export const GAME_TYPE_SPORTS = 1;
export const GAME_TYPE_LIVE = 2;
export const GAME_TYPE_MINIGAME = 3;
export const GAME_TYPE_VIRTUAL = 4;
/** Casino and slot bets; SPEC.md: any other value means casino. */
export const GAME_TYPE_CASINO = 5;
export const gameTypeCodes = [
  GAME_TYPE_SPORTS,
  GAME_TYPE_LIVE,
  GAME_TYPE_MINIGAME,
  GAME_TYPE_VIRTUAL,
  GAME_TYPE_CASINO,
];

export const SETTLEMENT_CANCELLED = -1;
export const SETTLEMENT_PENDING = 0;
export const SETTLEMENT_LOST = 1;
export const SETTLEMENT_WON = 2;
export const SETTLEMENT_VOID = 3;
/**
 * Taken out before the end (캐시아웃, docs/decisions/068): not one of SPEC.md's codes, which the existing
 * site never needed; the bet is over and its payout is what the cash-outs paid.
 */
export const SETTLEMENT_CASHED_OUT = 4;

export const MAX_STAKE_WON = 100_000_000;
