/** Logging in and out, and the operator's view of the login locks (docs/decisions/007). */
import { endpoint, type NoInput } from '../endpoint';
import type { loginRequestSchema, loginResponseSchema, okSchema, sessionResponseSchema } from '../api/member';
import type { loginOtpRequestSchema } from '../api/two-factor';

const tag = '회원';

export const authEndpoints = {
  login: endpoint<{ body: typeof loginRequestSchema }, { 200: typeof loginResponseSchema }>({
    method: 'POST',
    path: '/member/login',
    summary: '로그인 (실패가 잦은 아이디와 IP는 잠기거나 늦춰짐; 2단계 인증 계정은 세션 대신 티켓)',
    tag,
  }),
  loginOtp: endpoint<{ body: typeof loginOtpRequestSchema }, { 200: typeof sessionResponseSchema }>({
    method: 'POST',
    path: '/member/login/otp',
    summary: '로그인 2단계: 티켓과 6자리 인증 코드(또는 복구 코드)로 세션',
    tag,
  }),
  logout: endpoint<NoInput, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/member/logout',
    summary: '로그아웃 (이미 끝난 세션의 토큰으로도 성공)',
    tag,
  }),
};
