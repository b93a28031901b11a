/**
 * The bet builder (같은 경기 조합, docs/decisions/069): picks from different markets of one fixture priced
 * as one bet, at the joint probability of all of them under the feed's match model, less a margin.
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './fields';
import { MAX_STAKE_WON } from './bets-codes';
import { BUILDER_MAX_PICKS, BUILDER_MIN_PICKS } from './bet-builder-codes';

// The plain numbers live in bet-builder-codes.ts (zod-free, for the site's books); the server keeps importing them from here.
export * from './bet-builder-codes';

const builderSelectionsSchema = z
  .array(z.number().int().positive())
  .min(BUILDER_MIN_PICKS, `같은 경기 조합은 ${BUILDER_MIN_PICKS}개 이상 선택해주세요.`)
  .max(BUILDER_MAX_PICKS, `같은 경기 조합은 최대 ${BUILDER_MAX_PICKS}개까지 선택할 수 있습니다.`);

/** POST /sports/fixtures/:id/builder-price: the joint price of these selections of the fixture now. */
export const builderPriceRequestSchema = z.object({ selectionIds: builderSelectionsSchema });
export type BuilderPriceRequest = z.infer<typeof builderPriceRequestSchema>;

export const builderPriceSchema = z.object({
  fixtureId: z.number().int(),
  selectionIds: z.array(z.number().int()),
  /** decimal odds with two places, margin included */
  price: z.number(),
  /** the model's joint probability (before the margin), for the curious and the tests */
  probability: z.number(),
  /** the product of the picks' own prices, to show what the correlation changed */
  productOfPrices: z.number(),
});
export type BuilderPrice = z.infer<typeof builderPriceSchema>;

/**
 * 400 body when the combination cannot be priced: the Korean reason, and the selections at fault
 * (contradicting each other, from another fixture, closed, or a market the builder does not take).
 */
export const builderRefusalBodySchema = z.object({
  message: z.string(),
  selectionIds: z.array(z.number().int()),
});
export type BuilderRefusalBody = z.infer<typeof builderRefusalBodySchema>;

/**
 * POST /bets/builder: place the combination as one bet at `price` (the one the member saw); a moved
 * price is taken as the member's 배당 변경 choice says, otherwise 409 with the new price.
 */
export const placeBuilderBetSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  stake: z
    .number({ error: '베팅금액을 입력해주세요.' })
    .int('베팅금액은 원 단위로 입력해주세요.')
    .positive('베팅금액을 입력해주세요.')
    .max(MAX_STAKE_WON),
  fixtureId: z.number().int().positive(),
  selectionIds: builderSelectionsSchema,
  price: z.number().positive(),
});
export type PlaceBuilderBet = z.infer<typeof placeBuilderBetSchema>;

/** 409 body when the joint price moved beyond what the member takes: the new price, null when gone. */
export const builderPriceMovedBodySchema = z.object({
  message: z.string(),
  price: z.number().nullable(),
});
export type BuilderPriceMovedBody = z.infer<typeof builderPriceMovedBodySchema>;
