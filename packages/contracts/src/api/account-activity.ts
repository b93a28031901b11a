/**
 * The member's own account security (/member): the withdrawal password's lock and its reset, the
 * recent logins, the active sessions and the security events; and the operator's list of locked
 * withdrawal passwords. Issue 31.
 */
import { z } from 'zod';
import { withdrawalPasswordSchema } from './bank-account';
import { textSchema } from './fields';

/** Wrong withdrawal passwords in a row (any time apart) that lock it until a reset. */
export const WITHDRAWAL_PASSWORD_TRIES = 5;

export const accountSecurityErrors = {
  withdrawalPasswordLocked:
    '출금 비밀번호가 잠겼습니다. 회원정보에서 로그인 비밀번호로 출금 비밀번호를 재설정하거나 고객센터에 문의해주세요.',
  wrongWithdrawalPasswordLeft: (left: number) => `출금 비밀번호가 일치하지 않습니다. (${left}회 더 틀리면 잠깁니다)`,
  wrongLoginPassword: '로그인 비밀번호가 일치하지 않습니다.',
  otpRequired: '2단계 인증 코드 6자리를 입력해주세요.',
  wrongOtp: '2단계 인증 코드가 올바르지 않습니다.',
  noBankAccount: '등록된 출금 계좌가 없어 출금 비밀번호도 없습니다.',
  notLocked: '출금 비밀번호가 잠겨 있지 않습니다.',
} as const;

/** The 쪽지 the member gets when the withdrawal password locks: what happened and how to reset it. */
export const withdrawalLockMessage = {
  title: '출금 비밀번호가 잠겼습니다',
  contents: [
    `출금 비밀번호를 ${WITHDRAWAL_PASSWORD_TRIES}회 연속으로 틀려 출금 비밀번호가 잠겼습니다.`,
    '잠긴 동안에는 환전과 테더 환전을 신청할 수 없습니다.',
    '',
    '본인이 시도한 것이 아니라면 로그인 비밀번호가 유출되었을 수 있습니다. 회원정보에서 로그인 비밀번호를 먼저 변경해주세요.',
    '',
    '재설정 방법: 회원정보 > 출금 비밀번호에서 로그인 비밀번호(2단계 인증을 등록했다면 인증 코드도)를 입력하고 새 출금 비밀번호를 정하면 잠금이 풀립니다. 고객센터에 요청하셔도 됩니다.',
  ].join('\n'),
};

/** GET /member/withdrawal-password: whether it is locked, and what a reset asks for. */
export const withdrawalPasswordStatusSchema = z.object({
  /** false before a bank account (and with it the withdrawal password) is registered */
  registered: z.boolean(),
  locked: z.boolean(),
  lockedAt: z.string().nullable(),
  /** wrong tries left before the lock */
  triesLeft: z.number().int(),
  /** the member has a second factor: a reset needs its code */
  secondFactor: z.boolean(),
});
export type WithdrawalPasswordStatus = z.infer<typeof withdrawalPasswordStatusSchema>;

const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '인증 코드는 숫자 6자리입니다.');

/** PUT /member/withdrawal-password: a new withdrawal password, confirmed by the login password (and code). */
export const withdrawalPasswordResetSchema = z.object({
  password: textSchema.min(1, '로그인 비밀번호를 입력해주세요.').max(256, '비밀번호가 너무 깁니다.'),
  otp: otpCodeSchema.optional(),
  withdrawalPassword: withdrawalPasswordSchema,
});
export type WithdrawalPasswordReset = z.input<typeof withdrawalPasswordResetSchema>;

export const securityEventKinds = [
  'password-changed',
  'withdrawal-password-changed',
  'withdrawal-password-locked',
  'withdrawal-password-reset',
  'withdrawal-password-unlocked',
  'two-factor-enrolled',
  'two-factor-disabled',
  'recovery-code-used',
  'sessions-ended-elsewhere',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEventLabels: Record<SecurityEventKind, string> = {
  'password-changed': '로그인 비밀번호 변경',
  'withdrawal-password-changed': '출금 비밀번호 변경',
  'withdrawal-password-locked': '출금 비밀번호 잠김 (5회 오류)',
  'withdrawal-password-reset': '출금 비밀번호 재설정',
  'withdrawal-password-unlocked': '출금 비밀번호 잠금 해제 (운영자)',
  'two-factor-enrolled': '2단계 인증 등록',
  'two-factor-disabled': '2단계 인증 해제',
  'recovery-code-used': '복구 코드 사용',
  'sessions-ended-elsewhere': '다른 기기 로그아웃',
};

/** GET /member/activity */
export const accountActivitySchema = z.object({
  logins: z.array(z.object({ at: z.string(), ip: z.string(), device: z.string() })),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      current: z.boolean(),
      /** null when no login of the member is known for it */
      device: z.string().nullable(),
      ip: z.string().nullable(),
      since: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(securityEventKinds),
      ip: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;

/** POST /member/sessions/end-others */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** GET /admin/withdrawal-password-locks */
export const withdrawalLockSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  lockedAt: z.string(),
});
export type WithdrawalLock = z.infer<typeof withdrawalLockSchema>;
export const withdrawalLockListSchema = z.array(withdrawalLockSchema);

/** POST /admin/members/:userId/withdrawal-password/unlock: the reason is kept in the member's events. */
export const withdrawalUnlockSchema = z.object({
  reason: textSchema.trim().min(2, '해제 사유를 2자 이상 입력해주세요.').max(200, '사유는 200자 이하로 입력해주세요.'),
  /** set a new one for the member (e.g. after identity checked by phone); without it the old one stays */
  withdrawalPassword: withdrawalPasswordSchema.optional(),
});
export type WithdrawalUnlock = z.input<typeof withdrawalUnlockSchema>;
