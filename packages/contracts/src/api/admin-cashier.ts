/** Operator API of the cashier (/api/admin/cashier/…): the queues, decisions, settings and daily totals. */
import { z } from 'zod';
import { bankCodes } from '../lookups/banks';
import { withParticle } from '../rules/korean-particles';
import { bankAccountRegistrationSchema } from './bank-account';
import {
  bonusCurrencySchema,
  cashChannelSchema,
  cashKindSchema,
  cashRequestSchema,
  cashStatusSchema,
  payoutStateSchema,
  rollingStatusSchema,
} from './cashier';
import { multilineTextSchema, seoulDaySchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

/** The tab counts: what waits for an operator. */
export const cashierCountsSchema = z.object({
  wonDeposit: z.number().int(),
  wonWithdrawal: z.number().int(),
  tetherDeposit: z.number().int(),
  tetherWithdrawal: z.number().int(),
  accountInquiries: z.number().int(),
});
export type CashierCounts = z.infer<typeof cashierCountsSchema>;

/** A request as the operator sees it: the member, and the full account to pay a withdrawal to. */
export const adminCashRequestSchema = cashRequestSchema.extend({
  userId: z.string(),
  nickName: z.string(),
  levelNm: z.string(),
  accountNumber: z.string().nullable(),
  holderName: z.string().nullable(),
  /** the operator who decided, or null */
  decidedBy: z.string().nullable(),
  /**
   * a tether withdrawal's payout after its approval: requested or sent while the gateway has not
   * answered (the request is still pending, but no longer the operators' to decide), confirmed, or
   * failed (the gateway would not pay; refunded); null otherwise
   */
  payoutState: payoutStateSchema.nullable(),
});
export type AdminCashRequest = z.infer<typeof adminCashRequestSchema>;

export const adminCashQuerySchema = pageQueryOf(20).extend({
  kind: cashKindSchema.optional(),
  channel: cashChannelSchema.optional(),
  status: cashStatusSchema.optional(),
  userId: textSchema.trim().max(64).optional(),
});
export const adminCashPageSchema = pageOf(adminCashRequestSchema);
export type AdminCashPage = z.infer<typeof adminCashPageSchema>;

/** Beside each request: the member's balance, rolling status and last requests. */
export const cashContextSchema = z.object({
  emoney: z.number().int(),
  point: z.number().int(),
  rolling: rollingStatusSchema,
  recent: z.array(adminCashRequestSchema),
});
export type CashContext = z.infer<typeof cashContextSchema>;

export const refusalSchema = z.object({
  reason: textSchema.trim().min(1, '거절 사유를 입력해주세요.').max(200, '거절 사유는 200자 이하로 입력해주세요.'),
});
export type Refusal = z.infer<typeof refusalSchema>;

const won = (label: string) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 입력해주세요.` })
    .int(`${withParticle(label, '은/는')} 원 단위로 입력해주세요.`)
    .min(0, `${withParticle(label, '은/는')} 0 이상이어야 합니다.`)
    .max(10_000_000_000, `${withParticle(label, '이/가')} 너무 큽니다.`);
const percent = (label: string, max = 1_000) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 입력해주세요.` })
    .int(`${withParticle(label, '은/는')} 정수로 입력해주세요.`)
    .min(0, `${withParticle(label, '은/는')} 0 이상이어야 합니다.`)
    .max(max, `${withParticle(label, '은/는')} ${max} 이하로 입력해주세요.`);
const minuteOfDay = z.number().int().min(0).max(1_439).nullable();

/** The cashier's rules (GET/PUT /api/admin/cashier/settings). */
export const cashierSettingsSchema = z
  .object({
    depositUnit: won('충전 단위').min(1, '충전 단위는 1원 이상이어야 합니다.'),
    depositMin: won('최소 충전금액'),
    depositMax: won('최대 충전금액'),
    withdrawalUnit: won('환전 단위').min(1, '환전 단위는 1원 이상이어야 합니다.'),
    withdrawalMin: won('최소 환전금액'),
    withdrawalMax: won('최대 환전금액'),
    withdrawalDailyCount: percent('하루 환전 횟수', 100),
    withdrawalDailyAmount: won('하루 환전 한도'),
    closedFromMinute: minuteOfDay,
    closedUntilMinute: minuteOfDay,
    firstDepositBonusPct: percent('첫충 보너스율', 100),
    everyDepositBonusPct: percent('매충 보너스율', 100),
    bonusCap: won('보너스 한도'),
    bonusCurrency: bonusCurrencySchema,
    depositRollingPct: percent('충전금 롤링'),
    bonusRollingPct: percent('보너스 롤링'),
    /** percent of a settled stake that counts, by game type code */
    rollingWeights: z.record(z.string().regex(/^\d+$/), percent('롤링 반영률', 100)),
    pointConvertMin: won('포인트 최소 전환'),
    pointConvertUnit: won('포인트 전환 단위').min(1, '포인트 전환 단위는 1 이상이어야 합니다.'),
    tetherRateKrw: z
      .number({ error: '테더 환율을 입력해주세요.' })
      .int('테더 환율은 원 단위로 입력해주세요.')
      .min(100, '테더 환율이 너무 낮습니다.')
      .max(100_000, '테더 환율이 너무 높습니다.'),
    tetherFeeBp: percent('테더 수수료(bp)', 5_000),
    tetherDepositMin: won('테더 최소 충전금액'),
    tetherDepositMax: won('테더 최대 충전금액'),
    tetherInvoiceMinutes: percent('결제 기한(분)', 1_440).min(5, '결제 기한은 5분 이상이어야 합니다.'),
    depositNotes: multilineTextSchema.max(2_000, '안내문은 2000자 이하로 입력해주세요.'),
    accountInquiryAnswer: multilineTextSchema.max(2_000, '계좌 안내는 2000자 이하로 입력해주세요.'),
  })
  .refine((value) => value.depositMin <= value.depositMax, {
    path: ['depositMax'],
    message: '최대 충전금액은 최소 충전금액 이상이어야 합니다.',
  })
  .refine((value) => value.withdrawalMin <= value.withdrawalMax, {
    path: ['withdrawalMax'],
    message: '최대 환전금액은 최소 환전금액 이상이어야 합니다.',
  })
  .refine((value) => value.tetherDepositMin <= value.tetherDepositMax, {
    path: ['tetherDepositMax'],
    message: '테더 최대 충전금액은 최소 금액 이상이어야 합니다.',
  })
  .refine((value) => (value.closedFromMinute === null) === (value.closedUntilMinute === null), {
    path: ['closedUntilMinute'],
    message: '점검 시작과 끝을 함께 입력하거나 함께 비워주세요.',
  });
export type CashierSettingsBody = z.infer<typeof cashierSettingsSchema>;

/** GET /api/admin/cashier/daily?from=&to=: totals per Seoul day of approved requests. */
export const dailyQuerySchema = z.object({ from: seoulDaySchema.optional(), to: seoulDaySchema.optional() });
export const dailyTotalSchema = z.object({
  day: z.string(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  bonuses: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  /** deposits less withdrawals */
  difference: z.number().int(),
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;
export const dailyTotalsSchema = z.array(dailyTotalSchema);

export const accountInquirySchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  answered: z.boolean(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountInquiry = z.infer<typeof accountInquirySchema>;
export const accountInquiryQuerySchema = pageQueryOf(20).extend({
  answered: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const accountInquiryPageSchema = pageOf(accountInquirySchema);

/** PUT /api/admin/members/:userId/bank-account: only operators change a registered account. */
export const adminBankAccountSchema = bankAccountRegistrationSchema.extend({
  bankCode: z.enum(bankCodes, { error: '은행을 선택해주세요.' }),
  /** left out: the member's withdrawal password stays as it is */
  withdrawalPassword: bankAccountRegistrationSchema.shape.withdrawalPassword.optional(),
});
export const adminBankAccountViewSchema = z
  .object({
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
  })
  .nullable();
