/** The operator console's bets and dashboard, under /admin (administrators only). */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminBetPageSchema,
  adminBetQuerySchema,
  adminBetSchema,
  dashboardSchema,
  operatorReasonSchema,
  resettleAnswerSchema,
  resettleFixtureSchema,
} from '../api/admin-bets';
import type { bigIdParamsSchema } from '../api/params';

const tag = '운영: 베팅 관리';

export const adminBetEndpoints = {
  dashboard: endpoint<NoInput, { 200: typeof dashboardSchema }>({
    method: 'GET',
    path: '/admin/dashboard',
    permission: 'dashboard.view',
    summary: '대시보드: 접속 회원, 오늘의 상품별 베팅·당첨 금액, 처리 대기 건수',
    tag,
  }),
  bets: endpoint<{ query: typeof adminBetQuerySchema }, { 200: typeof adminBetPageSchema }>({
    method: 'GET',
    path: '/admin/bets',
    permission: 'bets.view',
    summary: '전체 베팅 목록 (회원, 상품, 상태, 기간으로 찾기)',
    tag,
  }),
  voidBet: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof operatorReasonSchema },
    { 200: typeof adminBetSchema }
  >({
    method: 'POST',
    path: '/admin/bets/:id/void',
    permission: 'bets.decide',
    summary: '베팅 적특 처리 (사유 필수): 진행 중이면 베팅금 반환, 정산된 베팅은 지급액을 정정',
    tag,
  }),
  resettleFixture: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof resettleFixtureSchema },
    { 200: typeof resettleAnswerSchema }
  >({
    method: 'POST',
    path: '/admin/fixtures/:id/resettle',
    permission: 'bets.decide',
    summary: '경기 재정산 (사유 필수): 결과 정정을 반영한 뒤 이 경기의 정산된 베팅을 다시 정산하고 차액을 한 번만 반영',
    tag,
  }),
};
