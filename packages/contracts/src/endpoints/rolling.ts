/** Rolling commission and its settlement (/calculate*): the caller's summary, credits and settlements, and the operators' side. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminSettlementPageSchema,
  adminSettlementQuerySchema,
  adminSettlementSchema,
  memberRollingRatesInputSchema,
  memberRollingRatesSchema,
  rollingCreditPageSchema,
  rollingCreditQuerySchema,
  rollingRangeQuerySchema,
  rollingSettingsSchema,
  rollingSettlementSchema,
  rollingSummarySchema,
  settlementPageSchema,
  settlementQuerySchema,
  settlementRefusalSchema,
  settlementRequestSchema,
} from '../api/rolling';
import type { bigIdParamsSchema, userIdParamsSchema } from '../api/params';

const tag = '롤링 정산';
const operatorTag = '운영: 롤링 정산';

/** The signed-in member's or partner's own rolling (members and partners). */
export const rollingEndpoints = {
  summary: endpoint<{ query: typeof rollingRangeQuerySchema }, { 200: typeof rollingSummarySchema }>({
    method: 'GET',
    path: '/calculate',
    summary: '내 롤링 요약: 종류별 정산 전/후/합계, 요율, 롤링을 준 회원 (서울 날짜 기간)',
    tag,
  }),
  credits: endpoint<{ query: typeof rollingCreditQuerySchema }, { 200: typeof rollingCreditPageSchema }>({
    method: 'GET',
    path: '/calculate/credits',
    summary: '스포츠 또는 카지노 롤링 내역과 그 베팅 한 페이지',
    tag,
  }),
  settlements: endpoint<{ query: typeof settlementQuerySchema }, { 200: typeof settlementPageSchema }>({
    method: 'GET',
    path: '/calculate/settlements',
    summary: '내 정산 신청 한 페이지, 최신순 (테더만 거를 수 있음)',
    tag,
  }),
  settle: endpoint<{ body: typeof settlementRequestSchema }, { 200: typeof rollingSettlementSchema }>({
    method: 'POST',
    path: '/calculate/settlements',
    summary: '정산 신청: 정산 전 롤링(전체 또는 한 종류)을 보유머니로, 한 번만',
    tag,
  }),
};

/** Under /admin (administrators only). */
export const rollingAdminEndpoints = {
  settlements: endpoint<{ query: typeof adminSettlementQuerySchema }, { 200: typeof adminSettlementPageSchema }>({
    method: 'GET',
    path: '/admin/rolling/settlements',
    permission: 'rolling.view',
    summary: '정산 신청 목록 (상태로 거르기, 대기 건수)',
    tag: operatorTag,
  }),
  approve: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof adminSettlementSchema }>({
    method: 'POST',
    path: '/admin/rolling/settlements/:id/approve',
    permission: 'rolling.decide',
    summary: '정산 승인: 보유머니로 지급 (테더 선택 시 테더 출금 신청을 엶)',
    tag: operatorTag,
  }),
  refuse: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof settlementRefusalSchema },
    { 200: typeof adminSettlementSchema }
  >({
    method: 'POST',
    path: '/admin/rolling/settlements/:id/refuse',
    permission: 'rolling.decide',
    summary: '정산 거절: 묶였던 롤링은 다시 정산 전으로',
    tag: operatorTag,
  }),
  settings: endpoint<NoInput, { 200: typeof rollingSettingsSchema }>({
    method: 'GET',
    path: '/admin/rolling/settings',
    permission: 'rolling.view',
    summary: '정산 규칙과 추천인 롤링 기본 요율',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof rollingSettingsSchema }, { 200: typeof rollingSettingsSchema }>({
    method: 'PUT',
    path: '/admin/rolling/settings',
    permission: 'rolling.configure',
    summary: '정산 규칙과 추천인 롤링 기본 요율 저장',
    tag: operatorTag,
  }),
  memberRates: endpoint<{ params: typeof userIdParamsSchema }, { 200: typeof memberRollingRatesSchema }>({
    method: 'GET',
    path: '/admin/rolling/members/:userId/rates',
    permission: 'rolling.view',
    summary: '회원의 추천인 롤링 요율 (개별 또는 기본)',
    tag: operatorTag,
  }),
  saveMemberRates: endpoint<
    { params: typeof userIdParamsSchema; body: typeof memberRollingRatesInputSchema },
    { 200: typeof memberRollingRatesSchema }
  >({
    method: 'PUT',
    path: '/admin/rolling/members/:userId/rates',
    permission: 'rolling.configure',
    summary: '회원의 추천인 롤링 요율 저장 (null: 기본 요율로)',
    tag: operatorTag,
  }),
};
