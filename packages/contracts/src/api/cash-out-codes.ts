/**
 * Cash-out's plain numbers (캐시아웃, docs/decisions/068), kept out of cash-out.ts so that the books'
 * pages, whose cart lists 내 베팅 with their offers, do not load zod with the schemas (docs/decisions/020).
 */

/** A partial cash-out takes out at least this much stake and leaves at least this much riding (won). */
export const CASH_OUT_MIN_STAKE_LEFT = 1_000;
