/** The member's balance as it changes, and the operator's view and adjustment of a member's money. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  ledgerPageSchema,
  ledgerQuerySchema,
  moneyAdjustmentResultSchema,
  moneyAdjustmentSchema,
} from '../api/admin-balance';
import type { userIdParamsSchema } from '../api/params';

export const balanceEndpoints = {
  /** A server-sent event stream, not JSON: the site reads it from `API_BASE + path`. */
  balanceStream: endpoint<NoInput, Record<never, never>>({
    method: 'GET',
    path: '/member/stream',
    summary: '본인 잔액(머니, 포인트)의 변경을 서버 전송 이벤트로 (회원만)',
    tag: '지갑',
  }),
};

const operatorTag = '운영: 지갑';

/** The operator's side of a member's money, under /admin (administrators only), by userId. */
export const balanceAdminEndpoints = {
  adjustMoney: endpoint<
    { params: typeof userIdParamsSchema; body: typeof moneyAdjustmentSchema },
    { 200: typeof moneyAdjustmentResultSchema }
  >({
    method: 'POST',
    path: '/admin/members/:userId/money',
    permission: 'members.money',
    summary: '회원 머니 지급·차감 (음수는 차감, 같은 멱등 키의 재요청은 처음 기록으로)',
    tag: operatorTag,
  }),
  ledger: endpoint<
    { params: typeof userIdParamsSchema; query: typeof ledgerQuerySchema },
    { 200: typeof ledgerPageSchema }
  >({
    method: 'GET',
    path: '/admin/members/:userId/ledger',
    permission: 'members.view',
    summary: '회원의 머니·포인트 원장 한 페이지 (최신순)',
    tag: operatorTag,
  }),
};
