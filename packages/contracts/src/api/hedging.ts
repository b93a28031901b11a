/**
 * 양방 (hedging) rules, operator-controlled (docs/decisions/051): per product a switch that refuses a
 * bet on the other side of what the member already holds — another outcome of one market of a
 * fixture (sports, virtual sports included), the other pick of one market of a minigame round, the
 * opposite main bet of one live-casino round. On by default. Wagering that hedges never counts toward
 * the withdrawal rolling requirement, whether the switch let it through or not.
 */
import { z } from 'zod';

export const hedgingProducts = ['sports', 'casino', 'minigame'] as const;
export type HedgingProduct = (typeof hedgingProducts)[number];

/** GET and PUT /api/admin/hedging-rules: true refuses both sides for that product. */
export const hedgingRulesSchema = z.object({
  sports: z.boolean(),
  casino: z.boolean(),
  minigame: z.boolean(),
});
export type HedgingRules = z.infer<typeof hedgingRulesSchema>;

/** Only the switches sent change. */
export const hedgingRulesUpdateSchema = hedgingRulesSchema.partial();
export type HedgingRulesUpdate = z.infer<typeof hedgingRulesUpdateSchema>;

export const DEFAULT_HEDGING_RULES: HedgingRules = { sports: true, casino: true, minigame: true };

/**
 * The live tables' main bets that cover each other, as the wallet's debit names its spot
 * (api/casino-wallet.ts): baccarat player/banker, dragon-tiger dragon/tiger, roulette red/black,
 * odd/even and 1-18/19-36, sic-bo big/small (and its odd/even). A spot belongs to at most one pair;
 * side bets (tie, pairs, numbers, dozens) hedge nothing and stay free.
 */
export const casinoOppositeSpots = [
  ['player', 'banker'],
  ['dragon', 'tiger'],
  ['red', 'black'],
  ['odd', 'even'],
  ['low', 'high'],
  ['big', 'small'],
] as const satisfies readonly (readonly [string, string])[];

/** The spot across from this one, if it is a main bet with an opposite. */
export function oppositeSpot(spot: string): string | undefined {
  for (const [a, b] of casinoOppositeSpots) {
    if (spot === a) return b;
    if (spot === b) return a;
  }
  return undefined;
}

/** What a member reads when a bet would take both sides; the minigames' 양방 wording, per product. */
export const hedgingErrors = {
  // A race has no away side: it is named by its home field alone (제420경주).
  sports: (fixture: { home: string; away: string }) =>
    `같은 경기의 같은 항목에 반대 선택(양방)으로 베팅할 수 없습니다. (${fixture.away ? `${fixture.home} vs ${fixture.away}` : fixture.home})`,
  casino: '같은 라운드에 반대 선택(양방)으로 베팅할 수 없습니다.',
  minigame: '같은 회차의 같은 항목에 반대 선택(양방)으로 베팅할 수 없습니다.',
} as const;
