/**
 * Cash-out (캐시아웃, docs/decisions/068): an open sports bet's value at current prices, less the book's
 * margin, offered to its member; taken in full, in part, or automatically at a value the member sets.
 */
import { z } from 'zod';
import { betSchema } from './bets';

// The plain numbers live in cash-out-codes.ts (zod-free, for the site's books).
export * from './cash-out-codes';

/** Why a bet has no offer now; the site shows the Korean text the server sends with it. */
export const cashOutUnavailableReasons = [
  /** the operator switched cash-out off for the bet's product, one of its sports or its size */
  'disabled',
  /** the bet is over (settled, cancelled, cashed out) */
  'closed',
  /** a pick has lost: the bet is worth nothing */
  'lost',
  /** a pick's market is suspended or closed for now, or its fixture is in a danger moment */
  'suspended',
  /** the bet's kind cannot be cashed out (minigame, casino, virtual, …) */
  'ineligible',
] as const;
export const cashOutUnavailableReasonSchema = z.enum(cashOutUnavailableReasons);

/** GET /bets/cash-out-offers?ids=…: the offers of several open bets at once, for the lists to poll. */
export const cashOutOffersQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,16}(,\d{1,16}){0,49}$/, '베팅 번호를 확인해주세요.')
    .transform((text) => text.split(',').map(Number)),
});
export const cashOutOfferLineSchema = z.object({
  betId: z.number().int(),
  /** won offered for the whole remaining stake now; null when there is no offer */
  amount: z.number().int().nullable(),
  reason: cashOutUnavailableReasonSchema.nullable(),
  /** the Korean reason to show when amount is null */
  message: z.string().nullable(),
});
export const cashOutOffersSchema = z.object({ offers: z.array(cashOutOfferLineSchema) });
export type CashOutOffers = z.infer<typeof cashOutOffersSchema>;

/** GET /bets/:id/cash-out: a quote to take, valid until expiresAt (a few seconds). */
export const cashOutQuoteSchema = z.object({
  betId: z.number().int(),
  /** won for the whole remaining stake */
  amount: z.number().int().positive(),
  /** the stake still riding, which the amount is for */
  stake: z.number().int().positive(),
  /** the smallest part that can be taken (a partial cash-out must leave the bet a stake of at least 1,000원) */
  minAmount: z.number().int().positive(),
  /** opaque; send it back with POST /bets/:id/cash-out */
  quoteId: z.string(),
  expiresAt: z.string(),
  /** how long the quote lasts from when it is answered: the site counts down from this, not from its own clock */
  expiresInSeconds: z.number().int().positive(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

/** POST /bets/:id/cash-out: take `amount` of the quote; all of it is a full cash-out, less a partial one. */
export const takeCashOutSchema = z.object({
  quoteId: z.string().min(1).max(512),
  amount: z
    .number({ error: '캐시아웃 금액을 입력해주세요.' })
    .int('캐시아웃 금액은 원 단위로 입력해주세요.')
    .positive('캐시아웃 금액을 입력해주세요.'),
});
export type TakeCashOut = z.infer<typeof takeCashOutSchema>;

/** The answer: the bet as it is now, and what was paid. */
export const cashOutResultSchema = z.object({
  bet: betSchema,
  paid: z.number().int().positive(),
  /** the member's balance after the payment */
  balance: z.number().int(),
});
export type CashOutResult = z.infer<typeof cashOutResultSchema>;

/**
 * 409 body when the quote expired or the value moved beyond what the member's 배당 변경 choice takes:
 * the new quote to show (null when there is no offer any more) and the Korean message.
 */
export const cashOutMovedBodySchema = z.object({
  message: z.string(),
  quote: cashOutQuoteSchema.nullable(),
});
export type CashOutMovedBody = z.infer<typeof cashOutMovedBodySchema>;

/** PUT /bets/:id/auto-cash-out: cash out in full once the offer reaches `at` won; null removes it. */
export const autoCashOutSchema = z.object({
  at: z
    .number({ error: '자동 캐시아웃 금액을 입력해주세요.' })
    .int('자동 캐시아웃 금액은 원 단위로 입력해주세요.')
    .positive('자동 캐시아웃 금액을 입력해주세요.')
    .nullable(),
});
export type AutoCashOut = z.infer<typeof autoCashOutSchema>;

/** GET and PUT /admin/cash-out/settings: the operator's switches (PUT takes any subset). */
export const cashOutSettingsSchema = z.object({
  prematchEnabled: z.boolean(),
  liveEnabled: z.boolean(),
  disabledSportIds: z.array(z.number().int().positive()).max(100),
  /** bets staking more than this (won) get no offer; null for no bound */
  maxStake: z.number().int().positive().nullable(),
  /** margin taken from the fair value, in percent with up to two places (5 = 5%) */
  marginPercent: z.number().min(0).max(50),
  quoteSeconds: z.number().int().min(1).max(60),
  countsForRolling: z.boolean(),
  countsForTournaments: z.boolean(),
});
export type CashOutSettings = z.infer<typeof cashOutSettingsSchema>;
export const cashOutSettingsUpdateSchema = cashOutSettingsSchema.partial();
