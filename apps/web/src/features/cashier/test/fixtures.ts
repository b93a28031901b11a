/**
 * Answers of the cashier's calls for the pages' tests, each parsed with its contract schema so a
 * test cannot pass on an answer the server would never send.
 */
import {
  cashRequestPageSchema,
  cashRequestSchema,
  depositInfoSchema,
  historyPageSchema,
  pointRulesSchema,
  withdrawalInfoSchema,
  type CashRequest,
  type DepositInfo,
  type HistoryEntry,
  type WithdrawalInfo,
} from '@site/contracts/api/cashier';

export const cashRequest = (changes: Partial<CashRequest> = {}): CashRequest =>
  cashRequestSchema.parse({
    id: 7,
    kind: 'deposit',
    channel: 'won',
    status: 'pending',
    amount: 100_000,
    bonusKind: 'every',
    bonusAmount: 5_000,
    bonusCurrency: 'money',
    depositorName: '홍길동',
    bankName: null,
    accountMasked: null,
    usdtMicro: null,
    rateKrw: null,
    feeBp: null,
    address: null,
    paymentUrl: null,
    txHash: null,
    refusalReason: null,
    createdAt: '2026-03-01T03:04:05.000Z',
    decidedAt: null,
    expiresAt: null,
    ...changes,
  });

export const depositInfo = (changes: Partial<DepositInfo> = {}): DepositInfo =>
  depositInfoSchema.parse({
    rules: { unit: 10_000, min: 10_000, max: 5_000_000 },
    bonus: { firstPct: 10, everyPct: 5, cap: 300_000, currency: 'money', firstAvailable: true },
    notes: '입금자명과 신청자명이 다르면 처리되지 않습니다.',
    holderName: '홍길동',
    open: true,
    closedHours: { from: '23:30', until: '00:30' },
    pending: null,
    inquiryOpen: false,
    depositLimit: null,
    ...changes,
  });

export const withdrawalRequest = (changes: Partial<CashRequest> = {}): CashRequest =>
  cashRequest({
    id: 9,
    kind: 'withdrawal',
    amount: 200_000,
    bonusKind: 'none',
    bonusAmount: 0,
    bonusCurrency: null,
    depositorName: null,
    bankName: 'KB국민은행',
    accountMasked: '123-******-789',
    ...changes,
  });

export const withdrawalInfo = (changes: Partial<WithdrawalInfo> = {}): WithdrawalInfo =>
  withdrawalInfoSchema.parse({
    rules: { unit: 10_000, min: 10_000, max: 3_000_000, dailyCount: 3, dailyAmount: 5_000_000 },
    today: { count: 1, amount: 100_000 },
    account: { bankCode: '004', bankName: 'KB국민은행', accountMasked: '123-******-789', holderName: '홍길동' },
    open: true,
    closedHours: null,
    pending: null,
    rolling: {
      since: null,
      required: 100_000,
      done: 100_000,
      remaining: 0,
      met: true,
      byType: [{ gameType: 1, weight: 100, staked: 100_000, counted: 100_000 }],
    },
    ...changes,
  });

export const requestPage = (items: CashRequest[]) =>
  cashRequestPageSchema.parse({ items, page: 1, pageCount: 1, totalCount: items.length });

export const historyPage = (items: HistoryEntry[], page = 1, pageCount = 1) =>
  historyPageSchema.parse({ items, page, pageCount, totalCount: items.length });

export const pointRules = pointRulesSchema.parse({ min: 1_000, unit: 100 });
