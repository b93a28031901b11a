/**
 * Rolling commission (롤링) and its settlement (/calculate, /calculateSports, /calculateCasino,
 * /calculateTether and the partner console): every settled bet (won or lost) credits its bettor's
 * recommender and partner chain a share of the stake, per game kind; "before" is what is credited and
 * not yet settled, "after" what a settlement already moved into the balance (SPEC.md §3 "Rolling summary").
 */
import { z } from 'zod';
import { idempotencyKeySchema, seoulDaySchema } from './fields';
import { pageOf, pageQueryOf } from './lists';
import { secondFactorCodeSchema } from './two-factor';

export const rollingKinds = ['sports', 'live', 'mini', 'virtual', 'casino', 'slot'] as const;
export const rollingKindSchema = z.enum(rollingKinds);
export type RollingKind = z.infer<typeof rollingKindSchema>;

export const rollingKindLabels: Record<RollingKind, string> = {
  sports: '스포츠',
  live: '라이브',
  mini: '미니게임',
  virtual: '가상게임',
  casino: '카지노',
  slot: '슬롯',
};

/** The kinds /calculateSports and /calculateCasino each show. */
export const rollingProducts = {
  sports: ['sports', 'live', 'mini', 'virtual'],
  casino: ['casino', 'slot'],
} as const satisfies Record<string, readonly RollingKind[]>;
export const rollingProductSchema = z.enum(['sports', 'casino']);
export type RollingProduct = z.infer<typeof rollingProductSchema>;

/** A rate in basis points: 100 = 1%. 0.01% steps, at most 10% (rolling) or 100% (losing). */
export const MAX_ROLLING_BP = 1_000;
export const MAX_LOSING_BP = 10_000;
const bp = (max: number, what: string) =>
  z
    .number({ error: `${what}을 숫자로 입력해주세요.` })
    .int(`${what}은 0.01% 단위로 입력해주세요.`)
    .min(0, `${what}은 0 이상이어야 합니다.`)
    .max(max, `${what}은 최대 ${max / 100}%입니다.`);
export const rollingBpSchema = bp(MAX_ROLLING_BP, '롤링 요율');
export const losingBpSchema = bp(MAX_LOSING_BP, '루징 요율');

/** Per-kind rolling rates, in basis points. */
export const rollingRatesSchema = z.object(
  Object.fromEntries(rollingKinds.map((kind) => [kind, rollingBpSchema])) as Record<
    RollingKind,
    typeof rollingBpSchema
  >,
);
export type RollingRates = z.infer<typeof rollingRatesSchema>;

/** 50 -> '0.50%' */
export const formatBp = (value: number): string => `${(value / 100).toFixed(2)}%`;

/** The rolling a stake earns at a rate: whole won, rounded down (the site never pays a fraction). */
export const rollingAmount = (stake: number, rateBp: number): number => Math.floor((stake * rateBp) / 10_000);

export const rollingErrors = {
  belowMinimum: (min: number) => `정산은 ${min.toLocaleString('ko-KR')}원 이상부터 신청할 수 있습니다.`,
  nothingToSettle: '정산할 롤링이 없습니다.',
  pendingSettlement: '승인 대기 중인 정산 신청이 있습니다. 처리된 후 다시 신청해주세요.',
  settlementNotFound: '정산 신청을 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 정산 신청입니다.',
  tetherPayoutRefused: (reason: string) =>
    `정산금은 보유머니로 지급되었고, 테더 환전 신청은 접수되지 않았습니다: ${reason}`,
  notForPartners: '파트너의 요율은 파트너 관리에서 바꿉니다.',
  tetherNeedsAddress: '테더로 받으려면 TRC-20 주소와 출금 비밀번호를 입력해주세요.',
  rateAboveParent: (label: string, parent: string) =>
    `${label} 요율은 상위 파트너의 요율(${parent})을 넘을 수 없습니다.`,
  rateBelowChild: (label: string, child: string) =>
    `${label} 요율은 하위 파트너에게 준 요율(${child})보다 낮출 수 없습니다.`,
  rangeTooLong: '조회 기간은 최대 366일입니다.',
  rangeReversed: '시작일이 종료일보다 늦습니다.',
} as const;

export const ROLLING_RANGE_MAX_DAYS = 366;

/** ?from=&to= in Seoul days; none means this Seoul month so far. */
export const rollingRangeQuerySchema = z.object({
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type RollingRangeQuery = z.input<typeof rollingRangeQuerySchema>;

const won = z.number().int();

export const rollingKindTotalsSchema = z.object({
  kind: rollingKindSchema,
  /** credited in the range and not yet settled */
  before: won,
  /** credited in the range and already settled */
  after: won,
  total: won,
  /** the caller's own rate for this kind now, basis points */
  rateBp: z.number().int(),
});
export type RollingKindTotals = z.infer<typeof rollingKindTotalsSchema>;

/** Who the commission came from: a masked id and what their bets earned the caller in the range. */
export const rollingAgentSchema = z.object({
  maskedId: z.string(),
  kind: rollingKindSchema,
  stake: won,
  amount: won,
});
export type RollingAgent = z.infer<typeof rollingAgentSchema>;

/** SPEC.md §3's rolling summary, for the caller, over a range of Seoul days. */
export const rollingSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  kinds: z.array(rollingKindTotalsSchema),
  casinoBeforeTotal: won,
  casinoAfterTotal: won,
  slotBeforeTotal: won,
  slotAfterTotal: won,
  miniBeforeTotal: won,
  miniAfterTotal: won,
  beforeTotal: won,
  afterTotal: won,
  total: won,
  /** per kind, the bettors whose bets earned the most, largest first (at most 10 each) */
  agents: z.array(rollingAgentSchema),
  /** everything credited and not yet settled, whatever the range: what a settlement would move now */
  claimable: won,
  claimableByKind: z.record(rollingKindSchema, won),
  minSettlement: won,
  /** a settlement above this waits for an operator; null when none needs approval */
  approvalAbove: won.nullable(),
  /** a settlement of the caller's waiting for an operator */
  pendingSettlement: z.boolean(),
});
export type RollingSummary = z.infer<typeof rollingSummarySchema>;

/** ?product=&from=&to=&page= of /calculateSports and /calculateCasino: the credits with their bets. */
export const rollingCreditQuerySchema = pageQueryOf(20).extend({
  product: rollingProductSchema,
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type RollingCreditQuery = z.input<typeof rollingCreditQuerySchema>;

/** One credit: the bet it came from (masked bettor), the rate and the amount; negative when a voided bet took it back. */
export const rollingCreditSchema = z.object({
  id: z.number().int(),
  /** ISO instant the bet settled (or was voided, for a reversal) */
  at: z.string(),
  kind: rollingKindSchema,
  maskedId: z.string(),
  betId: z.number().int(),
  stake: won,
  rateBp: z.number().int(),
  amount: won,
  /** 'recommender' when the caller recommended the bettor, 'partner' when it came through the partner tree */
  via: z.enum(['recommender', 'partner']),
  settled: z.boolean(),
});
export type RollingCredit = z.infer<typeof rollingCreditSchema>;
export const rollingCreditPageSchema = pageOf(rollingCreditSchema).extend({
  /** the sums over every credit the query matched, not only this page */
  stakeTotal: won,
  amountTotal: won,
});
export type RollingCreditPage = z.infer<typeof rollingCreditPageSchema>;

export const settlementPayouts = ['money', 'tether'] as const;
export const settlementPayoutSchema = z.enum(settlementPayouts);
export const settlementStatuses = ['pending', 'paid', 'refused'] as const;
export const settlementStatusSchema = z.enum(settlementStatuses);
export type SettlementStatus = z.infer<typeof settlementStatusSchema>;
export const settlementStatusLabels: Record<SettlementStatus, string> = {
  pending: '승인대기',
  paid: '지급완료',
  refused: '거절',
};

/** A settlement request: every unsettled credit (or one kind's) into the balance, once. */
export const settlementRequestSchema = z.object({
  /** one kind's credits, or all of them */
  kind: rollingKindSchema.or(z.literal('all')),
  payout: settlementPayoutSchema,
  /** tether only: where the USDT goes, and the withdrawal password that guards every withdrawal */
  address: z.string().trim().max(64).optional(),
  withdrawalPassword: z.string().max(64).optional(),
  /** tether only, when the member has two-factor sign-in: a current code or a recovery code */
  otp: secondFactorCodeSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type SettlementRequestInput = z.input<typeof settlementRequestSchema>;

export const rollingSettlementSchema = z.object({
  id: z.number().int(),
  kind: rollingKindSchema.or(z.literal('all')),
  amount: won,
  creditCount: z.number().int(),
  status: settlementStatusSchema,
  payout: settlementPayoutSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** tether: the withdrawal it opened (cash_requests id) and its address; null otherwise */
  tetherAddress: z.string().nullable(),
  cashRequestId: z.number().int().nullable(),
  /** a refusal's reason, or why a tether withdrawal could not be opened (the money stays in the balance) */
  note: z.string().nullable(),
});
export type RollingSettlement = z.infer<typeof rollingSettlementSchema>;

export const settlementQuerySchema = pageQueryOf(10).extend({ payout: settlementPayoutSchema.optional() });
export type SettlementQuery = z.input<typeof settlementQuerySchema>;
export const settlementPageSchema = pageOf(rollingSettlementSchema);
export type SettlementPage = z.infer<typeof settlementPageSchema>;

/** The operator's rules (one row): the smallest settlement, the amount above which one waits, the referral rates. */
export const rollingSettingsSchema = z.object({
  minSettlement: z.number().int().min(0).max(100_000_000),
  /** null: no settlement waits for approval */
  approvalAbove: z.number().int().min(0).max(10_000_000_000).nullable(),
  /** what a member (not a partner) earns from the members they recommended, unless set for them */
  referralRates: rollingRatesSchema,
  /** the partner console shows members' login ids masked (ab***) and searches by nickname only */
  partnerMasksMemberIds: z.boolean(),
});
export type RollingSettings = z.infer<typeof rollingSettingsSchema>;

// The operators' side: the settlement queue and decisions.

export const adminSettlementQuerySchema = pageQueryOf(20).extend({ status: settlementStatusSchema.optional() });
export type AdminSettlementQuery = z.input<typeof adminSettlementQuerySchema>;
export const adminSettlementSchema = rollingSettlementSchema.extend({
  userId: z.string(),
  nickName: z.string(),
  /** 1 member, 2 partner */
  memberType: z.number().int(),
});
export type AdminSettlement = z.infer<typeof adminSettlementSchema>;
export const adminSettlementPageSchema = pageOf(adminSettlementSchema).extend({
  pendingCount: z.number().int(),
});
export type AdminSettlementPage = z.infer<typeof adminSettlementPageSchema>;
export const settlementRefusalSchema = z.object({
  reason: z.string().trim().min(1, '거절 사유를 입력해주세요.').max(200, '거절 사유는 200자까지 입력할 수 있습니다.'),
});

/** A member's own rates (an operator's override of the referral rates); null rates: back to the settings' */
export const memberRollingRatesSchema = z.object({
  userId: z.string(),
  /** the rates in force: the member's own, or the settings' referral rates */
  rates: rollingRatesSchema,
  custom: z.boolean(),
});
export type MemberRollingRates = z.infer<typeof memberRollingRatesSchema>;
export const memberRollingRatesInputSchema = z.object({ rates: rollingRatesSchema.nullable() });
