/**
 * The cashier (SPEC.md §7): the member's won and tether deposits and withdrawals, the withdrawal
 * account, points conversion and the money history; the operator's queues, decisions and settings.
 * Every request that moves money carries its own idempotency key in the body: a retried key answers
 * the request it made with 200 instead of 201.
 */
import { endpoint, type NoInput } from '../endpoint';
import type {
  accountInquirySentSchema,
  balancesSchema,
  cashRequestPageSchema,
  cashRequestQuerySchema,
  cashRequestSchema,
  cryptoDepositSchema,
  cryptoQuerySchema,
  depositInfoSchema,
  depositRequestSchema,
  historyPageSchema,
  historyQuerySchema,
  pointConversionSchema,
  pointRulesSchema,
  tetherCallbackAnswerSchema,
  tetherDepositUrlQuerySchema,
  tetherDepositUrlSchema,
  tetherInfoSchema,
  tetherWithdrawalRequestSchema,
  withdrawalInfoSchema,
  withdrawalRequestSchema,
} from '../api/cashier';
import type {
  accountInquiryPageSchema,
  accountInquiryQuerySchema,
  accountInquirySchema,
  adminBankAccountSchema,
  adminBankAccountViewSchema,
  adminCashPageSchema,
  adminCashQuerySchema,
  adminCashRequestSchema,
  cashContextSchema,
  cashierCountsSchema,
  cashierSettingsSchema,
  dailyQuerySchema,
  dailyTotalsSchema,
  refusalSchema,
} from '../api/admin-cashier';
import type { bankAccountRegistrationSchema, bankAccountViewSchema } from '../api/bank-account';
import type { bigIdParamsSchema, userIdParamsSchema } from '../api/params';

const tag = '입출금';

/** A new request answers 201; a retried idempotency key answers the request it made with 200. */
type Made = { 200: typeof cashRequestSchema; 201: typeof cashRequestSchema };

/** The member's won cashier, withdrawal account, points and money history (members only). */
export const cashierEndpoints = {
  depositInfo: endpoint<NoInput, { 200: typeof depositInfoSchema }>({
    method: 'GET',
    path: '/cashier/deposit',
    summary: '충전 화면 정보 (금액 규칙, 보너스, 점검시간, 대기 중인 신청)',
    tag,
  }),
  deposit: endpoint<{ body: typeof depositRequestSchema }, Made>({
    method: 'POST',
    path: '/cashier/deposits',
    summary: '충전 신청 (같은 멱등 키의 재요청은 처음 만든 신청으로 200)',
    tag,
  }),
  cancelDeposit: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof cashRequestSchema }>({
    method: 'POST',
    path: '/cashier/deposits/:id/cancel',
    summary: '대기 중인 본인 충전 신청 취소',
    tag,
  }),
  askAccount: endpoint<NoInput, { 204: typeof accountInquirySentSchema }>({
    method: 'POST',
    path: '/cashier/account-inquiry',
    summary: '입금 계좌문의 (답변은 쪽지로)',
    tag,
  }),
  withdrawalInfo: endpoint<NoInput, { 200: typeof withdrawalInfoSchema }>({
    method: 'GET',
    path: '/cashier/withdrawal',
    summary: '환전 화면 정보 (한도, 오늘 신청, 출금 계좌, 롤링, 대기 중인 신청)',
    tag,
  }),
  withdraw: endpoint<{ body: typeof withdrawalRequestSchema }, Made>({
    method: 'POST',
    path: '/cashier/withdrawals',
    summary: '원화 환전 신청 (금액은 바로 차감, 같은 멱등 키의 재요청은 200)',
    tag,
  }),
  requests: endpoint<{ query: typeof cashRequestQuerySchema }, { 200: typeof cashRequestPageSchema }>({
    method: 'GET',
    path: '/cashier/requests',
    summary: '본인의 충전·환전 신청 내역 한 페이지',
    tag,
  }),
  bankAccount: endpoint<NoInput, { 200: typeof bankAccountViewSchema }>({
    method: 'GET',
    path: '/member/bank-account',
    summary: '본인 출금 계좌 (가려서, 없으면 null)',
    tag,
  }),
  registerBankAccount: endpoint<{ body: typeof bankAccountRegistrationSchema }, { 200: typeof bankAccountViewSchema }>({
    method: 'PUT',
    path: '/member/bank-account',
    summary: '출금 계좌 등록 (한 번만, 변경은 운영자)',
    tag,
  }),
  pointRules: endpoint<NoInput, { 200: typeof pointRulesSchema }>({
    method: 'GET',
    path: '/points',
    summary: '포인트 전환 규칙 (최소, 단위)',
    tag,
  }),
  convertPoints: endpoint<{ body: typeof pointConversionSchema }, { 200: typeof balancesSchema }>({
    method: 'POST',
    path: '/points/convert',
    summary: '포인트를 머니로 전환 (멱등 키당 한 번)',
    tag,
  }),
  history: endpoint<{ query: typeof historyQuerySchema }, { 200: typeof historyPageSchema }>({
    method: 'GET',
    path: '/cashier/history',
    summary: '본인의 머니 또는 포인트 내역 한 페이지',
    tag,
  }),
};

const tetherTag = '입출금: 테더';

/** The member's tether deposits and withdrawals (SPEC.md §7), and the payment gateway's callback. */
export const tetherEndpoints = {
  info: endpoint<NoInput, { 200: typeof tetherInfoSchema }>({
    method: 'GET',
    path: '/cashier/tether',
    summary: '테더 화면 정보 (환율, 수수료, 한도, 점검, 대기 중인 신청, 롤링)',
    tag: tetherTag,
  }),
  depositUrl: endpoint<{ query: typeof tetherDepositUrlQuerySchema }, { 200: typeof tetherDepositUrlSchema }>({
    method: 'GET',
    path: '/charge/tetherDepositUrl',
    summary: '원화 금액의 테더 결제 요청을 만들고 결제 페이지 주소를 응답',
    tag: tetherTag,
  }),
  recordDeposit: endpoint<{ body: typeof cryptoDepositSchema }, { 200: typeof cashRequestSchema }>({
    method: 'POST',
    path: '/charge/cryptoDeposit',
    summary: '연 결제 페이지를 대기 중인 테더 충전으로 기록',
    tag: tetherTag,
  }),
  withdraw: endpoint<{ body: typeof tetherWithdrawalRequestSchema }, Made>({
    method: 'POST',
    path: '/cashier/tether-withdrawals',
    summary: '테더 환전 신청 (금액은 바로 차감, 같은 멱등 키의 재요청은 200)',
    tag: tetherTag,
  }),
  page: endpoint<{ query: typeof cryptoQuerySchema }, { 200: typeof cashRequestPageSchema }>({
    method: 'GET',
    path: '/crypto',
    summary: '본인의 테더 충전·환전 내역 한 페이지',
    tag: tetherTag,
  }),
  one: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof cashRequestSchema }>({
    method: 'GET',
    path: '/crypto/:id',
    summary: '본인의 테더 신청 한 건',
    tag: tetherTag,
  }),
  /** The body is read as text (the signature covers its bytes), so it has no schema here. */
  callback: endpoint<NoInput, { 200: typeof tetherCallbackAnswerSchema }>({
    method: 'POST',
    path: '/charge/tether-callback',
    summary: '결제 게이트웨이의 입금 확인 (X-Signature 서명 필수, 회원 호출 아님)',
    tag: tetherTag,
  }),
};

const operatorTag = '운영: 입출금';

/** The operator's cashier, under /admin (administrators only). */
export const cashierAdminEndpoints = {
  settings: endpoint<NoInput, { 200: typeof cashierSettingsSchema }>({
    method: 'GET',
    path: '/admin/cashier/settings',
    permission: 'cashier.view',
    summary: '입출금 설정',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof cashierSettingsSchema }, { 200: typeof cashierSettingsSchema }>({
    method: 'PUT',
    path: '/admin/cashier/settings',
    permission: 'cashier.configure',
    summary: '입출금 설정 저장 (모든 항목)',
    tag: operatorTag,
  }),
  counts: endpoint<NoInput, { 200: typeof cashierCountsSchema }>({
    method: 'GET',
    path: '/admin/cashier/counts',
    permission: 'cashier.view',
    summary: '처리를 기다리는 신청과 계좌문의 수',
    tag: operatorTag,
  }),
  requests: endpoint<{ query: typeof adminCashQuerySchema }, { 200: typeof adminCashPageSchema }>({
    method: 'GET',
    path: '/admin/cashier/requests',
    permission: 'cashier.view',
    summary: '충전·환전 신청 목록 한 페이지',
    tag: operatorTag,
  }),
  context: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof cashContextSchema }>({
    method: 'GET',
    path: '/admin/cashier/requests/:id/context',
    permission: 'cashier.view',
    summary: '신청한 회원의 잔액, 롤링, 최근 신청',
    tag: operatorTag,
  }),
  approve: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof adminCashRequestSchema }>({
    method: 'POST',
    path: '/admin/cashier/requests/:id/approve',
    permission: 'cashier.decide',
    summary: '신청 승인 (원화 충전은 보너스와 함께 입금, 테더 환전은 게이트웨이로 지급)',
    tag: operatorTag,
  }),
  refuse: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof refusalSchema },
    { 200: typeof adminCashRequestSchema }
  >({
    method: 'POST',
    path: '/admin/cashier/requests/:id/refuse',
    permission: 'cashier.decide',
    summary: '신청 거절 (환전은 보류한 금액을 반환, 회원에게 사유를 쪽지로)',
    tag: operatorTag,
  }),
  daily: endpoint<{ query: typeof dailyQuerySchema }, { 200: typeof dailyTotalsSchema }>({
    method: 'GET',
    path: '/admin/cashier/daily',
    permission: 'cashier.view',
    summary: '서울 날짜별 승인된 충전·환전 합계',
    tag: operatorTag,
  }),
  inquiries: endpoint<{ query: typeof accountInquiryQuerySchema }, { 200: typeof accountInquiryPageSchema }>({
    method: 'GET',
    path: '/admin/cashier/account-inquiries',
    permission: 'cashier.view',
    summary: '계좌문의 목록 한 페이지',
    tag: operatorTag,
  }),
  answerInquiry: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof accountInquirySchema }>({
    method: 'POST',
    path: '/admin/cashier/account-inquiries/:id/answer',
    permission: 'cashier.decide',
    summary: '계좌문의 답변 (설정의 계좌 안내를 쪽지로)',
    tag: operatorTag,
  }),
  memberBankAccount: endpoint<{ params: typeof userIdParamsSchema }, { 200: typeof adminBankAccountViewSchema }>({
    method: 'GET',
    path: '/admin/members/:userId/bank-account',
    permission: 'members.view',
    summary: '회원의 출금 계좌 전체 (없으면 null)',
    tag: operatorTag,
  }),
  saveMemberBankAccount: endpoint<
    { params: typeof userIdParamsSchema; body: typeof adminBankAccountSchema },
    { 200: typeof adminBankAccountViewSchema }
  >({
    method: 'PUT',
    path: '/admin/members/:userId/bank-account',
    permission: 'members.decide',
    summary: '회원의 출금 계좌 등록·변경 (운영자만 바꿀 수 있음)',
    tag: operatorTag,
  }),
};
