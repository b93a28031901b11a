/**
 * The operator's casino (issue 14): per aggregator its products' and vendors' switches (off is
 * maintenance) and the lowest member level each vendor is shown to; the casino bet list; and the rounds
 * a provider left open, which the operator may roll back (the stake returned once).
 */
import { z } from 'zod';
import { casinoAggregatorSchema, casinoProductSchema, casinoVendorCodeSchema } from './casino';
import { seoulDaySchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

export const adminCasinoVendorSchema = z.object({
  code: z.string(),
  nameKorean: z.string(),
  product: casinoProductSchema,
  gameCount: z.number().int(),
  enabled: z.boolean(),
  /** members below this level do not see the vendor */
  minLevel: z.number().int(),
});
export type AdminCasinoVendor = z.infer<typeof adminCasinoVendorSchema>;

export const adminCasinoAggregatorSchema = z.object({
  aggregator: casinoAggregatorSchema,
  nameKorean: z.string(),
  /** false: this server has no adapter for it, so its lobbies are under maintenance whatever the switches say */
  connected: z.boolean(),
  products: z.array(z.object({ product: casinoProductSchema, enabled: z.boolean() })),
  vendors: z.array(adminCasinoVendorSchema),
});
export type AdminCasinoAggregator = z.infer<typeof adminCasinoAggregatorSchema>;

/** GET /admin/casino/settings */
export const adminCasinoSettingsSchema = z.object({ aggregators: z.array(adminCasinoAggregatorSchema) });
export type AdminCasinoSettings = z.infer<typeof adminCasinoSettingsSchema>;

export const casinoProductSwitchParamsSchema = z.object({
  aggregator: casinoAggregatorSchema,
  product: casinoProductSchema,
});
/** PUT /admin/casino/aggregators/:aggregator/:product */
export const casinoProductSwitchSchema = z.object({ enabled: z.boolean() });
export type CasinoProductSwitch = z.infer<typeof casinoProductSwitchSchema>;

export const casinoVendorParamsSchema = z.object({
  aggregator: casinoAggregatorSchema,
  vendor: casinoVendorCodeSchema,
});
/** PUT /admin/casino/vendors/:aggregator/:vendor */
export const casinoVendorSettingSchema = z.object({
  enabled: z.boolean(),
  minLevel: z
    .number({ error: '레벨을 숫자로 입력해주세요.' })
    .int('레벨을 숫자로 입력해주세요.')
    .min(1, '레벨은 1 이상입니다.')
    .max(99, '레벨은 99 이하입니다.'),
});
export type CasinoVendorSetting = z.infer<typeof casinoVendorSettingSchema>;

export const casinoRoundStatusSchema = z.enum(['open', 'settled', 'cancelled']);
export type CasinoRoundStatus = z.infer<typeof casinoRoundStatusSchema>;

export const casinoRoundStatusNames: Record<CasinoRoundStatus, string> = {
  open: '진행중',
  settled: '종료',
  cancelled: '취소',
};

/** GET /admin/casino/rounds: newest first; every filter optional. */
export const adminCasinoRoundQuerySchema = pageQueryOf(20).extend({
  userId: textSchema.trim().max(64).optional(),
  aggregator: casinoAggregatorSchema.optional(),
  vendor: casinoVendorCodeSchema.optional(),
  status: casinoRoundStatusSchema.optional(),
  /** Seoul calendar days of the round's first bet, inclusive */
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type AdminCasinoRoundQuery = z.input<typeof adminCasinoRoundQuerySchema>;

export const adminCasinoRoundSchema = z.object({
  id: z.number().int(),
  betId: z.number().int(),
  member: z.object({ id: z.number().int(), userId: z.string(), nickName: z.string() }),
  aggregator: casinoAggregatorSchema,
  product: casinoProductSchema,
  vendor: z.string(),
  vendorNameKorean: z.string(),
  gameCode: z.string(),
  gameNameKorean: z.string(),
  providerRoundId: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  status: casinoRoundStatusSchema,
  detail: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminCasinoRound = z.infer<typeof adminCasinoRoundSchema>;

export const adminCasinoRoundPageSchema = pageOf(adminCasinoRoundSchema);
export type AdminCasinoRoundPage = z.infer<typeof adminCasinoRoundPageSchema>;

/** GET /admin/casino/rounds/stuck: open rounds whose first bet is older than this, oldest first. */
export const stuckCasinoRoundsQuerySchema = z.object({
  olderThanMinutes: z.coerce.number().int().min(0).max(1440).default(5),
});
export const stuckCasinoRoundsSchema = z.object({ rounds: z.array(adminCasinoRoundSchema) });
export type StuckCasinoRounds = z.infer<typeof stuckCasinoRoundsSchema>;

export const adminCasinoErrors = {
  roundNotFound: '라운드를 찾을 수 없습니다.',
  roundNotOpen: '이미 종료되었거나 취소된 라운드입니다.',
  vendorNotFound: '게임사를 찾을 수 없습니다.',
} as const;
