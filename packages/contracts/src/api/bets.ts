/**
 * Sports bets: placement, the member's history, cancellation and the rules the cart shows.
 * Codes follow SPEC.md §3-§4: game types 1 sports, 2 live, 3 minigame, 4 virtual, other casino;
 * settlement -1 cancelled, 0 in progress, 1 lost, 2 won, 3 void.
 */
import { z } from 'zod';
import { casinoBetInfoSchema } from './casino';
import { minigameBetInfoSchema } from './minigames';
import { marketTypeSchema } from './sports';
import { oddsFormats } from '../rules/odds-format';
import { idempotencyKeySchema, seoulDaySchema } from './fields';
import { pageOf, pageQueryOf } from './lists';
import {
  MAX_STAKE_WON,
  SETTLEMENT_CANCELLED,
  SETTLEMENT_CASHED_OUT,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
} from './bets-codes';

// The plain codes live in bets-codes.ts (zod-free, for the site); the server keeps importing them from here.
export * from './bets-codes';

export const settlementCodeSchema = z.union([
  z.literal(SETTLEMENT_CANCELLED),
  z.literal(SETTLEMENT_PENDING),
  z.literal(SETTLEMENT_LOST),
  z.literal(SETTLEMENT_WON),
  z.literal(SETTLEMENT_VOID),
  z.literal(SETTLEMENT_CASHED_OUT),
]);
export type SettlementCode = z.infer<typeof settlementCodeSchema>;

/** POST /bets */
export const placeBetSchema = z.object({
  /** one per attempt, made by the client; a retry with the same key answers the first bet */
  idempotencyKey: idempotencyKeySchema,
  stake: z
    .number({ error: '베팅금액을 입력해주세요.' })
    .int('베팅금액은 원 단위로 입력해주세요.')
    .positive('베팅금액을 입력해주세요.')
    .max(MAX_STAKE_WON),
  picks: z
    .array(
      z.object({
        selectionId: z.number().int().positive(),
        /**
         * the price the member saw; a different current price is taken when the member's 배당 변경
         * choice takes it within the operator's bound (the answer's picks carry the price taken),
         * otherwise the bet is refused (409)
         */
        price: z.number().positive(),
      }),
    )
    .min(1, '베팅할 경기를 선택해주세요.')
    .max(50),
});
export type PlaceBet = z.infer<typeof placeBetSchema>;

/**
 * POST /bets/singles: the same body as POST /bets, placed as one single bet per pick (단폴; several
 * picks make a multi-single), each at `stake`, all or none in one transaction under one key.
 */
export const placeSinglesSchema = placeBetSchema;
export type PlaceSingles = PlaceBet;

/** 409 body when prices moved or markets closed since the member picked: the cart shows these. */
export const oddsChangedBodySchema = z.object({
  message: z.string(),
  changes: z.array(
    z.object({
      selectionId: z.number().int(),
      /** current price; null when the selection can no longer be bet on */
      price: z.number().nullable(),
      open: z.boolean(),
    }),
  ),
});
export type OddsChangedBody = z.infer<typeof oddsChangedBodySchema>;

export const betPickSchema = z.object({
  id: z.number().int(),
  selectionId: z.number().int(),
  fixtureId: z.number().int(),
  sportId: z.number().int(),
  leagueNameKorean: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string(),
  marketType: marketTypeSchema,
  period: z.number().int(),
  line: z.string().nullable(),
  /** feed's selection name; shown with selectionNameKorean */
  selectionName: z.string(),
  price: z.number(),
  result: settlementCodeSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
});
export type BetPick = z.infer<typeof betPickSchema>;

export const betSchema = z.object({
  id: z.number().int(),
  gameType: z.number().int(),
  stake: z.number().int(),
  /** product of the picks' prices, floored to two places */
  totalOdds: z.number(),
  /** multiplier for the number of picks (1 when none applies) */
  bonusOdds: z.number(),
  potentialPayout: z.number().int(),
  status: settlementCodeSchema,
  /** credited amount once settled (0 for lost); null while in progress */
  payout: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** whether the member may still cancel it now */
  cancellable: z.boolean(),
  /** sports picks (game types 1, 2 and 4); empty for a minigame bet */
  picks: z.array(betPickSchema),
  /** the round and pick of a minigame bet (game type 3); null otherwise */
  minigame: minigameBetInfoSchema.nullable(),
  /** the round of a casino or slot bet (game type 5); null or absent otherwise */
  casino: casinoBetInfoSchema.nullable().optional(),
  /**
   * Cash-out (캐시아웃, docs/decisions/068): the part of the stake partial cash-outs took out (the bet
   * rides on stake − stakeCashedOut, potentialPayout already scaled down), what the cash-outs paid so
   * far, and the auto cash-out threshold the member set (null when none).
   */
  stakeCashedOut: z.number().int(),
  cashedOut: z.number().int(),
  autoCashOutAt: z.number().int().nullable(),
  /** a same-match bet (같은 경기 조합, docs/decisions/069): totalOdds is the builder's joint price */
  sameGame: z.boolean(),
});
export type Bet = z.infer<typeof betSchema>;

/** The answer to POST /bets/singles: the single bets made, in the order of the picks sent. */
export const singleBetsSchema = z.object({ bets: z.array(betSchema) });
export type SingleBets = z.infer<typeof singleBetsSchema>;

/** 배당 변경: take any moved price, only a higher one, or always ask (rules/bet-slip.ts takesNewPrice). */
export const oddsChangePolicySchema = z.enum(['any', 'higher', 'ask'], { error: '배당 변경 설정을 선택해주세요.' });

/** 배당 표시 방식: how the site writes prices for this member (rules/odds-format.ts); prices stay decimal ×100. */
export const oddsFormatSchema = z.enum(oddsFormats, { error: '배당 표시 방식을 선택해주세요.' });

/** GET and PUT /bets/preferences: the member's betting preferences, kept on the server. */
export const betPreferencesSchema = z.object({ oddsChange: oddsChangePolicySchema, oddsFormat: oddsFormatSchema });
export type BetPreferences = z.infer<typeof betPreferencesSchema>;

/** PUT /bets/preferences: the choices to change; one sent alone leaves the other as it was. */
export const betPreferencesChangeSchema = betPreferencesSchema
  .partial()
  .refine((change) => change.oddsChange !== undefined || change.oddsFormat !== undefined, {
    error: '바꿀 베팅 설정을 보내주세요.',
  });
export type BetPreferencesChange = z.infer<typeof betPreferencesChangeSchema>;

/** GET /bets */
export const betListQuerySchema = pageQueryOf(10).extend({
  gameType: z.coerce.number().int().optional(),
  /** only the minigame bets on this game (contracts minigames.ts id): a game page's list of my bets */
  gameId: z.coerce.number().int().positive().optional(),
  /** only bets of this status: 0 for the open ones (the cart's 내 베팅, docs/decisions/068) */
  status: z.coerce.number().pipe(settlementCodeSchema).optional(),
  /** Seoul calendar days, inclusive */
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export const betPageSchema = pageOf(betSchema);
export type BetPage = z.infer<typeof betPageSchema>;

export const bonusOddsRuleSchema = z.object({
  /** applies from this many picks */
  minPicks: z.number().int().min(2),
  odds: z.number().min(1),
});
export type BonusOddsRule = z.infer<typeof bonusOddsRuleSchema>;

/** Two market families that may not be combined within one fixture, e.g. win-draw-lose with handicap. */
export const forbiddenComboSchema = z.tuple([
  z.enum(['overUnder', 'winDrawLose', 'winLose', 'handicap', 'other']),
  z.enum(['overUnder', 'winDrawLose', 'winLose', 'handicap', 'other']),
]);

/** GET /bets/rules: the limits of the member's level and the site's cart rules. */
export const betRulesSchema = z.object({
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  maxPicks: z.number().int(),
  bonusOdds: z.array(bonusOddsRuleSchema),
  forbiddenCombos: z.array(forbiddenComboSchema),
  /** whether the operator lets members place singles (단폴, POST /bets/singles) */
  singlesAllowed: z.boolean(),
  /** a pre-match bet may be cancelled until this many minutes before its first fixture starts */
  cancelCutoffMinutes: z.number().int(),
  /** and only within this many minutes of placing it; 0 means cancelling is off */
  cancelWindowMinutes: z.number().int(),
});
export type BetRules = z.infer<typeof betRulesSchema>;
