/** Staff accounts, under /admin (issue 36, docs/decisions/075): the list, new accounts, roles, suspension, refusals. */
import { endpoint, type NoInput } from '../endpoint';
import type { intIdParamsSchema } from '../api/params';
import type {
  staffCreateSchema,
  staffListSchema,
  staffMemberSchema,
  staffRefusalPageSchema,
  staffRefusalQuerySchema,
  staffRoleChangeSchema,
} from '../api/staff';

const operatorTag = '운영: 직원';

type Answer = { 200: typeof staffMemberSchema };

export const staffAdminEndpoints = {
  list: endpoint<NoInput, { 200: typeof staffListSchema }>({
    method: 'GET',
    path: '/admin/staff',
    summary: '직원 계정 목록: 역할, 정지 여부, 2단계 인증, 마지막 로그인',
    tag: operatorTag,
    permission: 'staff.view',
  }),
  create: endpoint<{ body: typeof staffCreateSchema }, Answer>({
    method: 'POST',
    path: '/admin/staff',
    summary: '직원 계정 만들기 (최고 관리자 계정은 최고 관리자만)',
    tag: operatorTag,
    permission: 'staff.configure',
  }),
  changeRole: endpoint<{ params: typeof intIdParamsSchema; body: typeof staffRoleChangeSchema }, Answer>({
    method: 'PUT',
    path: '/admin/staff/:id/role',
    summary: '직원의 역할 바꾸기 (자신은 안 됨; 최고 관리자 역할은 최고 관리자만)',
    tag: operatorTag,
    permission: 'staff.configure',
  }),
  suspend: endpoint<{ params: typeof intIdParamsSchema }, Answer>({
    method: 'POST',
    path: '/admin/staff/:id/suspend',
    summary: '직원 계정 정지: 로그인을 막고 모든 세션을 바로 끝냄',
    tag: operatorTag,
    permission: 'staff.configure',
  }),
  resume: endpoint<{ params: typeof intIdParamsSchema }, Answer>({
    method: 'POST',
    path: '/admin/staff/:id/resume',
    summary: '직원 계정 정지 풀기',
    tag: operatorTag,
    permission: 'staff.configure',
  }),
  refusals: endpoint<{ query: typeof staffRefusalQuerySchema }, { 200: typeof staffRefusalPageSchema }>({
    method: 'GET',
    path: '/admin/staff/refusals',
    summary: '권한이 없어 거부된 운영 요청 기록 (최신순)',
    tag: operatorTag,
    permission: 'staff.view',
  }),
};
