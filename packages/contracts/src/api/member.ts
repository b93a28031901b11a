import { z } from 'zod';
import { bankAccountRegistrationSchema } from './bank-account';
import { collapseSpaces, hasHiddenCharacters } from '../rules/names';
import { textSchema } from './fields';
import { memberNameErrors } from './member-names';
import { otpRequiredSchema } from './two-factor';
import { STAFF_PERMISSIONS, STAFF_ROLES, type Permission } from '../staff';

export {
  MEMBER_TYPE_MANAGER,
  MEMBER_TYPE_MEMBER,
  ROLE_ADMINISTRATOR,
  TENDENCY_NO_CASINO,
  TENDENCY_NO_ROULETTE,
} from '../roles';

/** The signed-in member as the site sees it (GET member/user, POST member/login). */
export const userSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  phone: z.string(),
  level: z.number().int(),
  levelNm: z.string(),
  /** Balance in whole won. */
  emoney: z.number().int(),
  point: z.number().int(),
  type: z.number().int(),
  role: z.number().int(),
  withdrawalType: z.number().int(),
  tendency: z.array(z.string()),
  isLogin: z.literal(true),
  /**
   * Administrators (role 10) only: their staff role, absent for one never given a role, and what it
   * may do in the console (docs/decisions/075): the console shows only those areas and buttons. The
   * server checks each call itself; this is for display.
   */
  staffRole: z.enum(STAFF_ROLES).optional(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS as [Permission, ...Permission[]])).optional(),
});
export type User = z.infer<typeof userSchema>;

const userIdField = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{4,16}$/, '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.');
const passwordField = textSchema
  .min(8, '비밀번호는 8자 이상이어야 합니다.')
  .max(64, '비밀번호는 64자 이하로 입력해주세요.')
  .regex(/[a-zA-Z]/, '비밀번호에 영문을 포함해주세요.')
  .regex(/[0-9]/, '비밀번호에 숫자를 포함해주세요.');
/**
 * A nickname with an invisible or direction-changing character is refused, not cleaned: the member sees
 * why, and no name is stored other than as typed (docs/decisions/048). Runs of spaces become one.
 * Whether it imitates staff depends on the operator's reserved words, so the server checks that.
 */
const nickNameField = textSchema
  .refine((text) => !hasHiddenCharacters(text), { message: memberNameErrors.hiddenCharacters, abort: true })
  .transform(collapseSpaces)
  .pipe(z.string().min(2, '닉네임은 2자 이상이어야 합니다.').max(12, '닉네임은 12자 이하로 입력해주세요.'));
/** Korean mobile numbers, with or without hyphens; stored as digits. */
const phoneField = z
  .string()
  .trim()
  .transform((value) => value.replace(/-/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 정확히 입력해주세요.'));

export const loginRequestSchema = z.object({
  userId: textSchema.trim().min(1, '아이디를 입력해주세요.').max(64, '아이디가 너무 깁니다.'),
  password: textSchema.min(1, '비밀번호를 입력해주세요.').max(256, '비밀번호가 너무 깁니다.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A session: what a login answers for an account without a second factor, and the second step for one with. */
export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST member/login: a session, or for an account with a second factor the ticket of the code step. */
export const loginResponseSchema = z.union([sessionResponseSchema, otpRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const joinRequestSchema = z.object({
  userId: userIdField,
  password: passwordField,
  nickName: nickNameField,
  phone: phoneField,
  recommender: textSchema
    .trim()
    .max(64, '추천인 아이디가 너무 깁니다.')
    .optional()
    .transform((value) => (value ? value : undefined)),
  // Korean sites register the withdrawal account and its password at sign-up.
  ...bankAccountRegistrationSchema.shape,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** PUT member/user: the /member profile edit. The current password confirms every change. */
export const profileUpdateSchema = z.object({
  nickName: nickNameField,
  phone: phoneField,
  currentPassword: textSchema.min(1, '현재 비밀번호를 입력해주세요.').max(256, '비밀번호가 너무 깁니다.'),
  newPassword: passwordField.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * PUT member/user's answer. A new password ends every session of the member, this one included,
 * and the answer carries the token of a new one; the site keeps it to stay logged in.
 */
export const profileUpdateResponseSchema = userSchema.extend({ token: z.string().optional() });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

// GET /api/member/stream's event name and payload live in member-codes.ts (zod-free, for every
// signed-in page); the server keeps importing them from here.
export { BALANCE_STREAM_EVENT, type BalanceUpdate } from './member-codes';
