/** Two-factor sign-in (TOTP, RFC 6238): enrolment from /member and the second step of a login (docs/decisions/052). */
import { z } from 'zod';
import { textSchema } from './fields';

export const twoFactorErrors = {
  consoleNeedsSecondFactor: '관리 화면은 2단계 인증을 등록하고 인증 코드로 로그인해야 열립니다.',
  wrongCode: '인증 코드가 올바르지 않습니다.',
  ticketExpired: '인증 시간이 지났습니다. 다시 로그인해주세요.',
  alreadyEnrolled: '이미 2단계 인증을 사용 중입니다.',
  notEnrolled: '2단계 인증을 사용하고 있지 않습니다.',
  enrolmentExpired: '등록 시간이 지났습니다. 처음부터 다시 시작해주세요.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  tooManyCodes: '인증 코드를 너무 많이 틀렸습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** A 6-digit TOTP code or a recovery code (`ABCDE-FGHJK`), as typed. */
export const secondFactorCodeSchema = textSchema
  .trim()
  .min(1, '인증 코드를 입력해주세요.')
  .max(32, twoFactorErrors.wrongCode);

/** POST member/login's answer for an account with a second factor: the ticket for POST member/login/otp. */
export const otpRequiredSchema = z.object({ otpRequired: z.literal(true), ticket: z.string() });
export type OtpRequired = z.infer<typeof otpRequiredSchema>;

export const loginOtpRequestSchema = z.object({
  ticket: textSchema.min(1).max(128),
  code: secondFactorCodeSchema,
});
export type LoginOtpRequest = z.infer<typeof loginOtpRequestSchema>;

/** GET member/two-factor: where the signed-in account stands. */
export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** operators and partners: their console opens only on a session proven with a second factor */
  required: z.boolean(),
  /** this session was proven with a code (at login or at enrolment) */
  sessionVerified: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST member/two-factor/start: a pending secret, shown now and never again after enrolment. */
export const twoFactorSetupSchema = z.object({
  /** base32, the text an authenticator app takes when the QR code cannot be scanned */
  secret: z.string(),
  otpauthUri: z.string(),
  /** the otpauth:// URI as a QR code: an SVG data URL */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeRequestSchema = z.object({ code: secondFactorCodeSchema });

/** POST member/two-factor/confirm's answer: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisableRequestSchema = z.object({
  password: textSchema.min(1, '비밀번호를 입력해주세요.').max(256, '비밀번호가 너무 깁니다.'),
  code: secondFactorCodeSchema,
});
