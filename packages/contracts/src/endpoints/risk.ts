/** Risk flags, under /admin (issue 36, docs/decisions/077): the list, a resolution, a sweep run now. */
import { endpoint, type NoInput } from '../endpoint';
import type { bigIdParamsSchema } from '../api/params';
import type {
  riskFlagPageSchema,
  riskFlagQuerySchema,
  riskFlagSchema,
  riskResolveSchema,
  riskSweepResultSchema,
} from '../api/admin-risk';

const tag = '운영: 리스크 플래그';

export const riskAdminEndpoints = {
  flags: endpoint<{ query: typeof riskFlagQuerySchema }, { 200: typeof riskFlagPageSchema }>({
    method: 'GET',
    path: '/admin/risk/flags',
    summary: '리스크 플래그 목록 (최신순, 상태·종류별)',
    tag,
    permission: 'risk.view',
  }),
  resolve: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof riskResolveSchema },
    { 200: typeof riskFlagSchema }
  >({
    method: 'POST',
    path: '/admin/risk/flags/:id/resolve',
    summary: '리스크 플래그 해결 (메모 필수; 이미 해결된 플래그는 409)',
    tag,
    permission: 'risk.decide',
  }),
  sweep: endpoint<NoInput, { 200: typeof riskSweepResultSchema }>({
    method: 'POST',
    path: '/admin/risk/sweep',
    summary: '리스크 검사를 지금 실행하고 새로 찾은 플래그 수를 종류별로 알려줌',
    tag,
    permission: 'risk.decide',
  }),
};
