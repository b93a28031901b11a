/** The member's account security on /member, and the operator's withdrawal-password locks (issue 31). */
import { endpoint, type NoInput } from '../endpoint';
import type {
  accountActivitySchema,
  endedSessionsSchema,
  withdrawalLockListSchema,
  withdrawalPasswordResetSchema,
  withdrawalPasswordStatusSchema,
  withdrawalUnlockSchema,
} from '../api/account-activity';
import type { userIdParamsSchema } from '../api/params';
import type { okSchema } from '../api/member';

const tag = '회원: 계정 보안';
const operatorTag = '운영: 출금 비밀번호 잠금';

export const accountSecurityEndpoints = {
  withdrawalPassword: endpoint<NoInput, { 200: typeof withdrawalPasswordStatusSchema }>({
    method: 'GET',
    path: '/member/withdrawal-password',
    summary: '출금 비밀번호 상태: 잠김 여부, 남은 횟수 (회원만)',
    tag,
  }),
  resetWithdrawalPassword: endpoint<
    { body: typeof withdrawalPasswordResetSchema },
    { 200: typeof withdrawalPasswordStatusSchema }
  >({
    method: 'PUT',
    path: '/member/withdrawal-password',
    summary: '출금 비밀번호 변경·재설정 (로그인 비밀번호, 등록했으면 2단계 인증 코드; 잠금도 풀림)',
    tag,
  }),
  activity: endpoint<NoInput, { 200: typeof accountActivitySchema }>({
    method: 'GET',
    path: '/member/activity',
    summary: '계정 활동: 최근 로그인, 활성 세션, 보안 기록 (회원만)',
    tag,
  }),
  endOtherSessions: endpoint<NoInput, { 200: typeof endedSessionsSchema }>({
    method: 'POST',
    path: '/member/sessions/end-others',
    summary: '다른 기기 로그아웃: 이 세션 말고 모두 종료',
    tag,
  }),
};

/** Under /admin (administrators only). */
export const accountSecurityAdminEndpoints = {
  withdrawalLocks: endpoint<NoInput, { 200: typeof withdrawalLockListSchema }>({
    method: 'GET',
    path: '/admin/withdrawal-password-locks',
    permission: 'risk.view',
    summary: '잠긴 출금 비밀번호 목록',
    tag: operatorTag,
  }),
  unlockWithdrawalPassword: endpoint<
    { params: typeof userIdParamsSchema; body: typeof withdrawalUnlockSchema },
    { 200: typeof okSchema }
  >({
    method: 'POST',
    path: '/admin/members/:userId/withdrawal-password/unlock',
    permission: 'risk.decide',
    summary: '출금 비밀번호 잠금 해제 (사유 필수, 새 비밀번호 지정 가능)',
    tag: operatorTag,
  }),
};
