/**
 * The roulette coupon promotion (SPEC.md §2, §3, §4, §7, §8, §9): five wheels, 100 to 500, each spun
 * with one roulette coupon of its denomination. The prizes on each wheel are the spec's; operators set
 * only how often each is drawn and how much a wheel may give away in a Seoul day.
 */
import { z } from 'zod';

export * from './roulette-codes';

export const rouletteWheelSchema = z.union([
  z.literal(100),
  z.literal(200),
  z.literal(300),
  z.literal(400),
  z.literal(500),
]);

/** GET /card/user/count (SPEC.md §3). */
export const rouletteCountsSchema = z.object({
  roulette100: z.number().int(),
  roulette200: z.number().int(),
  roulette300: z.number().int(),
  roulette400: z.number().int(),
  roulette500: z.number().int(),
});
export type RouletteCounts = z.infer<typeof rouletteCountsSchema>;
export const rouletteCountsQuerySchema = z.object({ memberId: z.coerce.number().int() });

/** POST /card/choiceRoulette (SPEC.md §7); the answer is the bare result code. */
export const rouletteSpinBodySchema = z.object({
  memberId: z.coerce.number().int(),
  couponType: z.coerce.number().int(),
});
export const rouletteSpinResultSchema = z.number().int();

// Operators

export const roulettePrizeSettingSchema = z.object({
  code: z.number().int(),
  /** relative chance; 0 never draws it */
  weight: z.number().int().min(0).max(1_000_000),
});

export const rouletteWheelSettingSchema = z.object({
  wheel: rouletteWheelSchema,
  /** won (vouchers at their value, points at face) this wheel may give away per Seoul day; null unlimited */
  dailyBudget: z.number().int().min(0).max(10_000_000_000).nullable(),
  prizes: z.array(roulettePrizeSettingSchema),
});
export type RouletteWheelSetting = z.infer<typeof rouletteWheelSettingSchema>;

export const rouletteSettingsInputSchema = z.object({
  /** won a voucher is worth to the budget and the expected payout */
  chickenValue: z.number().int().min(0).max(1_000_000),
  pizzaValue: z.number().int().min(0).max(1_000_000),
  /** member levels refused a spin */
  excludedLevels: z.array(z.number().int().min(1).max(99)).max(99),
  wheels: z.array(rouletteWheelSettingSchema).length(5),
});
export type RouletteSettingsInput = z.infer<typeof rouletteSettingsInputSchema>;

export const adminRouletteSchema = rouletteSettingsInputSchema.extend({
  /** per wheel: expected won paid per coupon at these weights, and today's spins and payout */
  stats: z.array(
    z.object({
      wheel: rouletteWheelSchema,
      expectedPayout: z.number(),
      spinsToday: z.number().int(),
      paidToday: z.number().int(),
    }),
  ),
  levels: z.array(z.object({ level: z.number().int(), name: z.string() })),
});
export type AdminRoulette = z.infer<typeof adminRouletteSchema>;
