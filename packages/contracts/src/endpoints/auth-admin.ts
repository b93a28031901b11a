/** The operator's side of auth: loaded with the console only, never with a member's first page. */
import { endpoint, type NoInput } from '../endpoint';
import type { loginLockClearResultSchema, loginLockClearSchema, loginLockListSchema } from '../api/admin-login-locks';

const operatorTag = '운영: 로그인 잠금';

/** The operator's login locks, under /admin (administrators only). */
export const authAdminEndpoints = {
  loginLocks: endpoint<NoInput, { 200: typeof loginLockListSchema }>({
    method: 'GET',
    path: '/admin/login-locks',
    permission: 'risk.view',
    summary: '지금 걸려 있는 로그인 잠금과 지연',
    tag: operatorTag,
  }),
  clearLoginLocks: endpoint<{ body: typeof loginLockClearSchema }, { 200: typeof loginLockClearResultSchema }>({
    method: 'DELETE',
    path: '/admin/login-locks',
    permission: 'risk.decide',
    summary: '로그인 잠금 해제 (IP를 주면 그 쌍만, 없으면 아이디의 잠금과 지연 모두)',
    tag: operatorTag,
  }),
};
