/**
 * Identity verification (KYC, issue 33, docs/decisions/064): the member's legal name, date of birth and
 * an identity document image; the operator's queue that approves or refuses it with a reason. Until a
 * member is approved, withdrawals are refused (and deposits too, when the operator switches that on).
 */
import { z } from 'zod';
import { isCalendarDay } from '../clock';
import { MINIMUM_AGE_YEARS, verificationStatuses } from '../responsible-play';
import { textSchema } from './fields';

/** The identity documents a member may show; the site names them (주민등록증, 운전면허증, 여권). */
export const identityDocumentTypes = ['resident_card', 'driver_license', 'passport'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** Where the member verifies, as every refusal that needs it says. */
const WHERE = '책임감 있는 이용 > 본인 인증에서 신청해주세요.';

export const verificationErrors = {
  withdrawalNeedsVerification: `환전 전 본인 인증이 필요합니다. ${WHERE}`,
  depositNeedsVerification: `충전 전 본인 인증이 필요합니다. ${WHERE}`,
  underAge: `만 ${MINIMUM_AGE_YEARS}세 미만은 이용할 수 없습니다. 본인 인증을 신청할 수 없습니다.`,
  alreadyPending: '심사 중인 본인 인증 신청이 있습니다. 결과가 나온 뒤 다시 신청해주세요.',
  alreadyApproved: '이미 본인 인증이 완료되었습니다.',
  notImage: '신분증 사진은 JPG, PNG, WEBP 이미지만 올릴 수 있습니다.',
  tooLarge: '신분증 사진은 2MB 이하만 올릴 수 있습니다.',
  notFound: '본인 인증 신청을 찾을 수 없습니다.',
  documentMissing: '신분증 이미지를 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 본인 인증 신청입니다.',
} as const;

const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_BIRTH_YEAR = 1900;

/** A date of birth as YYYY-MM-DD: a real calendar day from 1900 on (the age rule is the server's, on the Seoul day). */
export const birthDateSchema = z
  .string({ error: '생년월일을 입력해주세요.' })
  .regex(BIRTH_DATE_PATTERN, { message: '생년월일은 YYYY-MM-DD 형식으로 입력해주세요.', abort: true })
  .refine(isCalendarDay, { message: '존재하지 않는 날짜입니다.', abort: true })
  .refine((text) => Number(text.slice(0, 4)) >= FIRST_BIRTH_YEAR, `${FIRST_BIRTH_YEAR}년 이후의 날짜를 입력해주세요.`);

export const legalNameSchema = textSchema
  .trim()
  .min(2, '실명을 2자 이상 입력해주세요.')
  .max(40, '실명은 40자 이하로 입력해주세요.');

/**
 * POST /member/verification: sent as JSON like every upload of the site (an event's image), the image
 * as base64 or a data URL. No length limit on it here: the route's body limit caps it, and the server
 * answers the Korean size message for anything over 2 MB below that cap.
 */
export const verificationSubmitSchema = z.object({
  legalName: legalNameSchema,
  birthDate: birthDateSchema,
  documentType: z.enum(identityDocumentTypes, { error: '신분증 종류를 골라주세요.' }),
  document: z.string({ error: '신분증 사진을 올려주세요.' }).min(1, '신분증 사진을 올려주세요.'),
});
export type VerificationSubmit = z.infer<typeof verificationSubmitSchema>;

/** A member's state: none (never asked), or their latest request's. */
export const memberVerificationStatuses = ['none', ...verificationStatuses] as const;
export type MemberVerificationStatus = (typeof memberVerificationStatuses)[number];

/** GET /member/verification */
export const memberVerificationSchema = z.object({
  status: z.enum(memberVerificationStatuses),
  /** why the latest request was refused (refused only) */
  reason: z.string().nullable(),
  legalName: z.string().nullable(),
  documentType: z.enum(identityDocumentTypes).nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** withdrawals wait for an approval (always, until approved) */
  requiredForWithdrawal: z.boolean(),
  /** deposits wait for one too: the operator's switch (site settings verificationBeforeDeposit) */
  requiredForDeposit: z.boolean(),
});
export type MemberVerification = z.infer<typeof memberVerificationSchema>;

/** The console's queue: the pending requests, or the latest decided ones. */
export const adminVerificationQuerySchema = z.object({
  status: z.enum(['pending', 'decided'], { error: '상태를 목록에서 골라주세요.' }).default('pending'),
});

export const adminVerificationSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  legalName: z.string(),
  birthDate: z.string(),
  /** full years on the Seoul day the request was made */
  ageAtSubmission: z.number().int(),
  documentType: z.enum(identityDocumentTypes),
  status: z.enum(verificationStatuses),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByUserId: z.string().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationListSchema = z.array(adminVerificationSchema);

export const verificationRefusalSchema = z.object({
  reason: textSchema.trim().min(1, '거절 사유를 입력해주세요.').max(200, '거절 사유는 200자 이하로 입력해주세요.'),
});
export type VerificationRefusal = z.infer<typeof verificationRefusalSchema>;

/** Full years from a date of birth to a Seoul day (both YYYY-MM-DD): a birthday counts on its day. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
