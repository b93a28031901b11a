/** Logging in and out, and the operator's view of the login locks (docs/decisions/007). */
import { endpoint, type NoInput } from '../endpoint';
import type { loginRequestSchema, loginResponseSchema, okSchema } from '../api/member';
import type { loginLockClearResultSchema, loginLockClearSchema, loginLockListSchema } from '../api/admin-login-locks';

const tag = '회원';

export const authEndpoints = {
  login: endpoint<{ body: typeof loginRequestSchema }, { 200: typeof loginResponseSchema }>({
    method: 'POST',
    path: '/member/login',
    summary: '로그인 (실패가 잦은 아이디와 IP는 잠기거나 늦춰짐)',
    tag,
  }),
  logout: endpoint<NoInput, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/member/logout',
    summary: '로그아웃 (이미 끝난 세션의 토큰으로도 성공)',
    tag,
  }),
};

const operatorTag = '운영: 로그인 잠금';

/** The operator's login locks, under /admin (administrators only). */
export const authAdminEndpoints = {
  loginLocks: endpoint<NoInput, { 200: typeof loginLockListSchema }>({
    method: 'GET',
    path: '/admin/login-locks',
    summary: '지금 걸려 있는 로그인 잠금과 지연',
    tag: operatorTag,
  }),
  clearLoginLocks: endpoint<{ body: typeof loginLockClearSchema }, { 200: typeof loginLockClearResultSchema }>({
    method: 'DELETE',
    path: '/admin/login-locks',
    summary: '로그인 잠금 해제 (IP를 주면 그 쌍만, 없으면 아이디의 잠금과 지연 모두)',
    tag: operatorTag,
  }),
};
