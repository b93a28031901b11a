/**
 * The member's cashier (/charge, /exchange, /chargeCrypto, /exchangeCrypto, /crypto, /mywallet/point):
 * won and tether deposits and withdrawals, points conversion and the money history. Amounts are whole
 * won; tether amounts are micro-USDT (6 decimals, as TRC-20 USDT counts them).
 */
import { z } from 'zod';
import { depositLimitKinds } from '../responsible-play';
import { ledgerReasonSchema } from '../ledger-reasons';
import { isTronAddress } from '../rules/tron-address';
import { bankAccountViewSchema, holderNameSchema, withdrawalPasswordSchema } from './bank-account';
import { idempotencyKeySchema, seoulDaySchema, textSchema } from './fields';
import { secondFactorCodeSchema } from './two-factor';
import { pageOf, pageQueryOf } from './lists';

/** Every refusal the cashier answers, in Korean; nothing is changed when one is given. */
export const cashierErrors = {
  notUnit: (unit: number) => `${unit.toLocaleString('ko-KR')}원 단위로 입력해주세요.`,
  belowMin: (min: number) => `최소 ${min.toLocaleString('ko-KR')}원부터 신청할 수 있습니다.`,
  aboveMax: (max: number) => `최대 ${max.toLocaleString('ko-KR')}원까지 신청할 수 있습니다.`,
  pendingDeposit: '처리 대기 중인 충전 신청이 있습니다. 처리된 후 다시 신청해주세요.',
  pendingWithdrawal: '처리 대기 중인 환전 신청이 있습니다. 처리된 후 다시 신청해주세요.',
  closed: (from: string, until: string) => `${from}~${until}은 은행 점검시간으로 충전·환전 신청을 받지 않습니다.`,
  noBankAccount: '출금 계좌를 먼저 등록해주세요.',
  bankAccountRegistered: '출금 계좌는 이미 등록되어 있습니다. 변경은 고객센터에 문의해주세요.',
  wrongWithdrawalPassword: '출금 비밀번호가 일치하지 않습니다.',
  rollingNotMet: (remaining: number) =>
    `롤링 조건을 충족하지 않았습니다. ${remaining.toLocaleString('ko-KR')}원을 더 베팅하면 환전할 수 있습니다.`,
  dailyCount: (count: number) => `환전은 하루 ${count}회까지 신청할 수 있습니다.`,
  dailyAmount: (amount: number) => `환전은 하루 ${amount.toLocaleString('ko-KR')}원까지 신청할 수 있습니다.`,
  insufficientBalance: '보유머니가 부족합니다.',
  notCancellable: '대기 중인 신청만 취소할 수 있습니다.',
  requestNotFound: '신청 내역을 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 신청입니다.',
  inquiryOpen: '이미 계좌문의를 보냈습니다. 답변은 쪽지로 드립니다.',
  siteMaintenance: '사이트 점검중입니다. 점검이 끝난 후 이용해주세요.',
  /** SPEC.md §8, in Korean */
  tetherDepositMaintenance: '테더 충전은 현재 점검중입니다.',
  tetherWithdrawalMaintenance: '테더 환전은 현재 점검중입니다.',
  badAddress: '올바른 TRC-20 주소(T로 시작하는 34자)를 입력해주세요.',
  insecurePaymentUrl: '결제 페이지 주소가 안전하지 않아 기록하지 않았습니다.',
  invoiceNotFound: '결제 요청을 찾을 수 없습니다.',
  invoiceExpired: '결제 기한이 지났습니다. 다시 신청해주세요.',
  pointBelowMin: (min: number) => `포인트는 ${min.toLocaleString('ko-KR')}P부터 전환할 수 있습니다.`,
  pointNotUnit: (unit: number) => `포인트는 ${unit.toLocaleString('ko-KR')}P 단위로 전환할 수 있습니다.`,
  insufficientPoint: '보유 포인트가 부족합니다.',
} as const;

export const cashKindSchema = z.enum(['deposit', 'withdrawal']);
export type CashKind = z.infer<typeof cashKindSchema>;
export const cashChannelSchema = z.enum(['won', 'tether']);
export type CashChannel = z.infer<typeof cashChannelSchema>;
export const cashStatusSchema = z.enum(['issued', 'pending', 'approved', 'refused', 'cancelled', 'expired']);
export type CashStatus = z.infer<typeof cashStatusSchema>;
/**
 * A tether withdrawal's payout once an operator approved it: requested (committed, not yet handed to
 * the gateway), sent (handed over; the outcome may be unknown), confirmed (the gateway answered a
 * transaction), failed (the gateway would not pay: refunded like a refusal).
 */
export const payoutStates = ['requested', 'sent', 'confirmed', 'failed'] as const;
export const payoutStateSchema = z.enum(payoutStates);
export type PayoutState = z.infer<typeof payoutStateSchema>;
export const bonusKindSchema = z.enum(['none', 'first', 'every']);
export type BonusKind = z.infer<typeof bonusKindSchema>;
export const bonusCurrencySchema = z.enum(['money', 'point']);

export const cashStatusLabels: Record<CashStatus, string> = {
  issued: '결제대기',
  pending: '대기',
  approved: '완료',
  refused: '거절',
  cancelled: '취소',
  expired: '만료',
};
export const bonusKindLabels: Record<BonusKind, string> = {
  first: '첫충 보너스',
  every: '매충 보너스',
  none: '보너스 받지 않음',
};

const wonAmount = z
  .number({ error: '금액을 입력해주세요.' })
  .int('금액은 원 단위로 입력해주세요.')
  .positive('금액을 입력해주세요.')
  .max(10_000_000_000, '금액이 너무 큽니다.');

/** One deposit or withdrawal request as its member sees it. */
export const cashRequestSchema = z.object({
  id: z.number().int(),
  kind: cashKindSchema,
  channel: cashChannelSchema,
  status: cashStatusSchema,
  amount: z.number().int(),
  bonusKind: bonusKindSchema,
  bonusAmount: z.number().int(),
  bonusCurrency: bonusCurrencySchema.nullable(),
  depositorName: z.string().nullable(),
  /** a withdrawal's bank, masked */
  bankName: z.string().nullable(),
  accountMasked: z.string().nullable(),
  usdtMicro: z.number().int().nullable(),
  rateKrw: z.number().int().nullable(),
  feeBp: z.number().int().nullable(),
  address: z.string().nullable(),
  paymentUrl: z.string().nullable(),
  txHash: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type CashRequest = z.infer<typeof cashRequestSchema>;

/** The closed window of the day, as HH:mm texts; null when the cashier never closes. */
export const closedHoursSchema = z.object({ from: z.string(), until: z.string() }).nullable();

export const amountRulesSchema = z.object({
  unit: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
});
export type AmountRules = z.infer<typeof amountRulesSchema>;

/** GET /cashier/deposit: everything the /charge page shows. */
export const depositInfoSchema = z.object({
  rules: amountRulesSchema,
  bonus: z.object({
    firstPct: z.number().int(),
    everyPct: z.number().int(),
    cap: z.number().int(),
    currency: bonusCurrencySchema,
    /** the first-deposit bonus is still available today (no deposit approved yet this Seoul day) */
    firstAvailable: z.boolean(),
  }),
  notes: z.string(),
  /** the registered holder name, to fill the depositor field */
  holderName: z.string().nullable(),
  open: z.boolean(),
  closedHours: closedHoursSchema,
  pending: cashRequestSchema.nullable(),
  /** an unanswered 계좌문의 is waiting */
  inquiryOpen: z.boolean(),
  /**
   * the member's own deposit limit that leaves the least room now (responsible play, docs/decisions/061),
   * and that room in won; null when the member set none
   */
  depositLimit: z.object({ kind: z.enum(depositLimitKinds), left: z.number().int() }).nullable(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;

export const depositRequestSchema = z.object({
  amount: wonAmount,
  depositorName: holderNameSchema,
  bonusKind: bonusKindSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** The rolling (wagering) requirement since the last withdrawal, and how far the member is. */
export const rollingStatusSchema = z.object({
  /** when the count started: the last withdrawal's request, or null for the account's start */
  since: z.string().nullable(),
  required: z.number().int(),
  done: z.number().int(),
  remaining: z.number().int(),
  met: z.boolean(),
  byType: z.array(
    z.object({
      gameType: z.number().int(),
      /** percent of a stake that counts */
      weight: z.number().int(),
      /** won staked in played-out bets, less the part that hedged (양방: docs/decisions/051) */
      staked: z.number().int(),
      counted: z.number().int(),
    }),
  ),
});
export type RollingStatus = z.infer<typeof rollingStatusSchema>;

export const withdrawalRulesSchema = amountRulesSchema.extend({
  dailyCount: z.number().int(),
  dailyAmount: z.number().int(),
});

/** GET /cashier/withdrawal: everything the /exchange page shows. */
export const withdrawalInfoSchema = z.object({
  rules: withdrawalRulesSchema,
  today: z.object({ count: z.number().int(), amount: z.number().int() }),
  account: bankAccountViewSchema,
  open: z.boolean(),
  closedHours: closedHoursSchema,
  pending: cashRequestSchema.nullable(),
  rolling: rollingStatusSchema,
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfoSchema>;

export const withdrawalRequestSchema = z.object({
  amount: wonAmount,
  withdrawalPassword: withdrawalPasswordSchema,
  /** required when the member has two-factor sign-in: a current code or a recovery code */
  otp: secondFactorCodeSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

/** GET /cashier/requests: the member's own deposits or withdrawals, newest first. */
export const cashRequestQuerySchema = pageQueryOf(10).extend({
  kind: cashKindSchema.optional(),
  channel: cashChannelSchema.optional(),
});
export const cashRequestPageSchema = pageOf(cashRequestSchema);
export type CashRequestPage = z.infer<typeof cashRequestPageSchema>;

/** GET /crypto (SPEC.md /crypto): tether deposits and withdrawals, 15 a page. */
export const cryptoQuerySchema = pageQueryOf(15);

/** POST /cashier/account-inquiry answers 204, no body: the operators' answer comes as a message. */
export const accountInquirySentSchema = z.null();

/** GET /points: the conversion rules beside the balance. */
export const pointRulesSchema = z.object({ min: z.number().int(), unit: z.number().int() });
export type PointRules = z.infer<typeof pointRulesSchema>;

export const pointConversionSchema = z.object({
  amount: z
    .number({ error: '전환할 포인트를 입력해주세요.' })
    .int('포인트는 1P 단위로 입력해주세요.')
    .positive('전환할 포인트를 입력해주세요.'),
  idempotencyKey: idempotencyKeySchema,
});
export type PointConversion = z.input<typeof pointConversionSchema>;
export const balancesSchema = z.object({ emoney: z.number().int(), point: z.number().int() });

/** GET /cashier/history: the member's ledger in one currency, by Seoul days, newest first. */
export const historyQuerySchema = pageQueryOf(20).extend({
  currency: z.enum(['money', 'point']).default('money'),
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export const historyEntrySchema = z.object({
  id: z.number().int(),
  currency: z.enum(['money', 'point']),
  reason: ledgerReasonSchema,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = pageOf(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** GET /cashier/tether: everything the tether pages show. */
export const tetherInfoSchema = z.object({
  maintenance: z.boolean(),
  rateKrw: z.number().int(),
  feeBp: z.number().int(),
  deposit: amountRulesSchema,
  withdrawal: withdrawalRulesSchema,
  account: bankAccountViewSchema,
  pendingDeposit: cashRequestSchema.nullable(),
  pendingWithdrawal: cashRequestSchema.nullable(),
  rolling: rollingStatusSchema,
});
export type TetherInfo = z.infer<typeof tetherInfoSchema>;

/** GET /charge/tetherDepositUrl?amount=: makes an invoice for the won amount and answers its page's URL. */
export const tetherDepositUrlQuerySchema = z.object({
  amount: z.coerce.number({ error: '금액을 입력해주세요.' }).pipe(wonAmount),
});
export const tetherDepositUrlSchema = z.string();

/** POST /charge/cryptoDeposit: records the opened payment page as the member's pending tether deposit. */
export const cryptoDepositSchema = z.object({ url: textSchema.max(2_000, '주소가 너무 깁니다.') });

export const tronAddressSchema = z
  .string({ error: cashierErrors.badAddress })
  .trim()
  .refine(isTronAddress, cashierErrors.badAddress);

export const tetherWithdrawalRequestSchema = withdrawalRequestSchema.extend({ address: tronAddressSchema });
export type TetherWithdrawalRequest = z.input<typeof tetherWithdrawalRequestSchema>;

/** The gateway's callback body; its HMAC-SHA256 signature (hex) of the raw body comes in X-Signature. */
export const tetherCallbackSchema = z.object({
  invoiceId: z.string().max(100),
  merchantReference: z.string().max(100),
  status: z.literal('confirmed'),
  usdtMicro: z.number().int().positive(),
  txHash: z.string().max(100),
  confirmations: z.number().int().nonnegative(),
});
export type TetherCallback = z.infer<typeof tetherCallbackSchema>;
export const TETHER_SIGNATURE_HEADER = 'x-signature';
/** The callback's answer once the deposit is credited (or was already): the gateway stops retrying. */
export const tetherCallbackAnswerSchema = z.object({ ok: z.literal(true) });

export const MICRO_USDT = 1_000_000;

/** 71.94 USDT: micro-USDT shown with up to six decimals, trailing zeros dropped. */
export const formatUsdt = (micro: number | null | undefined): string =>
  `${((micro ?? 0) / MICRO_USDT).toLocaleString('en-US', { maximumFractionDigits: 6 })} USDT`;

/** The USDT a won withdrawal pays: the amount less the fee, at the rate, rounded down to the micro. */
export function tetherPayoutMicro(amountWon: number, rateKrw: number, feeBp: number): number {
  const afterFee = amountWon - Math.ceil((amountWon * feeBp) / 10_000);
  return Math.floor((afterFee * MICRO_USDT) / rateKrw);
}

/** The USDT an invoice asks for the won amount, rounded up to the cent so the member never pays short. */
export function tetherInvoiceMicro(amountWon: number, rateKrw: number): number {
  const cents = Math.ceil((amountWon * 100) / rateKrw);
  return cents * (MICRO_USDT / 100);
}
