/** Logging in and out, and the operator's view of the login locks (docs/decisions/007). */
import { endpoint, type NoInput } from '../endpoint';
import type { loginRequestSchema, loginResponseSchema, okSchema } from '../api/member';

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
