/** Two-factor sign-in: the member's own enrolment (docs/decisions/052). The login's second step is in auth.ts. */
import { endpoint, type NoInput } from '../endpoint';
import type { okSchema } from '../api/member';
import type {
  recoveryCodesSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../api/two-factor';

const tag = '회원';

export const twoFactorEndpoints = {
  status: endpoint<NoInput, { 200: typeof twoFactorStatusSchema }>({
    method: 'GET',
    path: '/member/two-factor',
    summary: '2단계 인증 상태 (회원만)',
    tag,
  }),
  start: endpoint<NoInput, { 200: typeof twoFactorSetupSchema }>({
    method: 'POST',
    path: '/member/two-factor/start',
    summary: '2단계 인증 등록 시작: 새 비밀키, otpauth URI, QR 코드',
    tag,
  }),
  confirm: endpoint<{ body: typeof twoFactorCodeRequestSchema }, { 200: typeof recoveryCodesSchema }>({
    method: 'POST',
    path: '/member/two-factor/confirm',
    summary: '2단계 인증 등록 확인: 첫 코드로 등록, 복구 코드 10개 (한 번만)',
    tag,
  }),
  verify: endpoint<{ body: typeof twoFactorCodeRequestSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/member/two-factor/verify',
    summary: '지금 세션을 인증 코드로 확인 (비밀번호만으로 열린 세션)',
    tag,
  }),
  disable: endpoint<{ body: typeof twoFactorDisableRequestSchema }, { 200: typeof okSchema }>({
    method: 'POST',
    path: '/member/two-factor/disable',
    summary: '2단계 인증 해제 (비밀번호와 인증 코드)',
    tag,
  }),
};
