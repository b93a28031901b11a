/** What the operator's cashier API answers in the tests, valid per the contracts, with a test's changes on top. */
import type {
  AdminCashRequest,
  CashContext,
  CashierCounts,
  CashierSettingsBody,
} from '@site/contracts/api/admin-cashier';

export const cashCounts = (overrides: Partial<CashierCounts> = {}): CashierCounts => ({
  wonDeposit: 0,
  wonWithdrawal: 0,
  tetherDeposit: 0,
  tetherWithdrawal: 0,
  accountInquiries: 0,
  ...overrides,
});

export const cashRequest = (overrides: Partial<AdminCashRequest> = {}): AdminCashRequest => ({
  id: 11,
  kind: 'deposit',
  channel: 'won',
  status: 'pending',
  amount: 100_000,
  bonusKind: 'first',
  bonusAmount: 0,
  bonusCurrency: null,
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
  createdAt: '2026-03-01T03:00:00.000Z',
  decidedAt: null,
  expiresAt: null,
  userId: 'demo',
  nickName: '데모',
  levelNm: '브론즈',
  accountNumber: null,
  holderName: null,
  decidedBy: null,
  payoutState: null,
  ...overrides,
});

/** One page holding every item given: requests or account inquiries. */
export const cashPage = <Item>(items: Item[]) => ({
  items,
  page: 1,
  pageCount: 1,
  totalCount: items.length,
});

export const cashContext = (overrides: Partial<CashContext> = {}): CashContext => ({
  emoney: 250_000,
  point: 1_200,
  rolling: {
    since: null,
    required: 100_000,
    done: 40_000,
    remaining: 60_000,
    met: false,
    byType: [
      { gameType: 1, weight: 100, staked: 30_000, counted: 30_000 },
      { gameType: 5, weight: 50, staked: 20_000, counted: 10_000 },
    ],
  },
  recent: [],
  ...overrides,
});

export const cashierSettings = (overrides: Partial<CashierSettingsBody> = {}): CashierSettingsBody => ({
  depositUnit: 10_000,
  depositMin: 10_000,
  depositMax: 10_000_000,
  withdrawalUnit: 10_000,
  withdrawalMin: 10_000,
  withdrawalMax: 5_000_000,
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: 20_000_000,
  closedFromMinute: null,
  closedUntilMinute: null,
  firstDepositBonusPct: 10,
  everyDepositBonusPct: 5,
  bonusCap: 300_000,
  bonusCurrency: 'money',
  depositRollingPct: 100,
  bonusRollingPct: 300,
  rollingWeights: { '1': 100, '2': 100, '3': 100, '4': 100, '5': 100 },
  pointConvertMin: 10_000,
  pointConvertUnit: 1_000,
  tetherRateKrw: 1_390,
  tetherFeeBp: 100,
  tetherDepositMin: 50_000,
  tetherDepositMax: 50_000_000,
  tetherInvoiceMinutes: 30,
  depositNotes: '',
  accountInquiryAnswer: '',
  ...overrides,
});
