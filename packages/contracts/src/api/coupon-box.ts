/**
 * The coupon box (/coupon) and the operators' coupon calls (issue 15), built on the vocabulary of
 * ./coupons: what a member holds and uses, what operators issue and the vouchers they send.
 */
import { z } from 'zod';
import { instantSchema, textSchema } from './fields';
import { couponFaceSchema, couponSources, couponStates, voucherKindSchema, type CouponKind } from './coupons';
import { rouletteWheelSchema } from './roulette';

export const couponViewSchema = z.object({
  id: z.number().int(),
  face: couponFaceSchema,
  /** couponFaceName(face), e.g. '머니 쿠폰 10,000원' */
  name: z.string(),
  source: z.enum(couponSources),
  /** e.g. '관리자 지급' */
  sourceName: z.string(),
  state: z.enum(couponStates),
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  /** vouchers: when an operator sent it */
  fulfilledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

export const couponBoxSchema = z.object({
  /** usable first, then newest first */
  coupons: z.array(couponViewSchema),
  /** usable roulette coupons per wheel, all five wheels in order */
  roulette: z.array(z.object({ wheel: rouletteWheelSchema, count: z.number().int() })),
});
export type CouponBox = z.infer<typeof couponBoxSchema>;

export const couponUsedSchema = z.object({
  coupon: couponViewSchema,
  currency: z.enum(['money', 'point']),
  /** won or points credited */
  amount: z.number().int(),
  emoney: z.number().int(),
  point: z.number().int(),
});
export type CouponUsed = z.infer<typeof couponUsedSchema>;

/** e.g. '쿠폰이 사용되었습니다. 10,000원이 지급되었습니다.' */
export const couponUsedMessage = ({ currency, amount }: Pick<CouponUsed, 'currency' | 'amount'>): string =>
  `쿠폰이 사용되었습니다. ${amount.toLocaleString('ko-KR')}${currency === 'money' ? '원이' : 'P가'} 지급되었습니다.`;

/** Operators issue roulette, money and point coupons; vouchers come only from the wheels. */
export const issuableFaceSchema = couponFaceSchema.refine((face) => face.kind !== 'voucher', {
  message: '교환권은 지급할 수 없습니다.',
});

export const couponTargets = ['member', 'level', 'all'] as const;
export type CouponTarget = (typeof couponTargets)[number];
export const couponTargetNames: Record<CouponTarget, string> = { member: '회원', level: '레벨', all: '전체 회원' };

export const couponIssueInputSchema = z.object({
  face: issuableFaceSchema,
  target: z.enum(couponTargets),
  /** target 'member': the member's login id */
  userId: textSchema.max(64).optional(),
  /** target 'level' */
  level: z.number().int().min(0).max(100).optional(),
  /** ISO instant after now; absent or null: never expires */
  expiresAt: instantSchema.nullable().optional(),
  memo: textSchema.max(200).default(''),
});
export type CouponIssueInput = z.input<typeof couponIssueInputSchema>;

/** Who an issue would reach, asked before issuing (the confirmation says how many). */
export const couponTargetQuerySchema = z.object({
  target: z.enum(couponTargets),
  userId: textSchema.max(64).optional(),
  level: z.coerce.number().int().min(0).max(100).optional(),
});
export type CouponTargetQuery = z.input<typeof couponTargetQuerySchema>;
export const couponTargetCountSchema = z.object({ count: z.number().int() });

export const couponIssueViewSchema = z.object({
  id: z.number().int(),
  face: couponFaceSchema,
  name: z.string(),
  target: z.enum(couponTargets),
  /** e.g. '회원 demo', '레벨 3', '전체 회원' */
  targetName: z.string(),
  memo: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  issued: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  usable: z.number().int(),
});
export type CouponIssueView = z.infer<typeof couponIssueViewSchema>;

export const couponIssueListSchema = z.object({ issues: z.array(couponIssueViewSchema) });
export type CouponIssueList = z.infer<typeof couponIssueListSchema>;

export const voucherViewSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  voucher: voucherKindSchema,
  name: z.string(),
  wonAt: z.string(),
  fulfilledAt: z.string().nullable(),
  memo: z.string().nullable(),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

export const voucherListSchema = z.object({
  /** oldest first: the first won is sent first */
  pending: z.array(voucherViewSchema),
  /** newest first, the latest 100 */
  fulfilled: z.array(voucherViewSchema),
});
export type VoucherList = z.infer<typeof voucherListSchema>;

export const voucherFulfilInputSchema = z.object({ memo: textSchema.min(1).max(200) });

export const voucherErrors = {
  alreadyFulfilled: '이미 발송 처리된 교환권입니다.',
  notFound: '교환권을 찾을 수 없습니다.',
} as const;

/** What the member reads when a voucher is sent. */
export const voucherSentMessage = (name: string, memo: string) => ({
  title: `${name} 발송 안내`,
  contents: `<p>룰렛에서 당첨된 ${name}이 발송되었습니다.</p><p>${escapeHtml(memo)}</p>`,
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const couponKindNames: Record<CouponKind, string> = {
  roulette: '룰렛 쿠폰',
  money: '머니 쿠폰',
  point: '포인트 쿠폰',
  voucher: '교환권',
};
