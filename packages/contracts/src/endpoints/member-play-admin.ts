/** The operator's view of a member's responsible play (docs/decisions/067): loaded with the console only. */
import { endpoint } from '../endpoint';
import type { adminLowerLimitSchema, adminResponsiblePlaySchema } from '../api/admin-responsible-play';
import type { userIdParamsSchema } from '../api/params';

const operatorTag = '운영: 회원';

/** A member's limits, breaks and verification state, and lowering a limit (administrators only). */
export const memberPlayAdminEndpoints = {
  responsiblePlay: endpoint<{ params: typeof userIdParamsSchema }, { 200: typeof adminResponsiblePlaySchema }>({
    method: 'GET',
    path: '/admin/members/:userId/responsible-play',
    permission: 'risk.view',
    summary: '회원의 이용 한도, 이용 중지, 본인 인증 상태',
    tag: operatorTag,
  }),
  lowerLimit: endpoint<
    { params: typeof userIdParamsSchema; body: typeof adminLowerLimitSchema },
    { 200: typeof adminResponsiblePlaySchema }
  >({
    method: 'PUT',
    path: '/admin/members/:userId/limits',
    permission: 'risk.decide',
    summary: '회원의 이용 한도 낮추기 (사유 필수, 높이거나 없앨 수 없음)',
    tag: operatorTag,
  }),
};
