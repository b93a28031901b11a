/** The operator's side of members: loaded with the console only, never with a member's first page. */
import { endpoint, type NoInput } from '../endpoint';
import type { adminMemberListSchema, adminMemberSchema, adminMemberUpdateSchema } from '../api/admin';
import type { okSchema } from '../api/member';
import type { userIdParamsSchema } from '../api/params';

const operatorTag = '운영: 회원';

/** The operator's members, under /admin (administrators only). */
export const memberAdminEndpoints = {
  members: endpoint<NoInput, { 200: typeof adminMemberListSchema }>({
    method: 'GET',
    path: '/admin/members',
    permission: 'members.view',
    summary: '회원 목록과 접속 여부',
    tag: operatorTag,
  }),
  update: endpoint<
    { params: typeof userIdParamsSchema; body: typeof adminMemberUpdateSchema },
    { 200: typeof adminMemberSchema }
  >({
    method: 'PUT',
    path: '/admin/members/:userId',
    permission: 'members.decide',
    summary: '회원의 레벨, 성향, 차단 여부 변경',
    tag: operatorTag,
  }),
  logout: endpoint<{ params: typeof userIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/admin/members/:userId/logout',
    permission: 'members.decide',
    summary: '회원의 세션 강제 종료',
    tag: operatorTag,
  }),
};
