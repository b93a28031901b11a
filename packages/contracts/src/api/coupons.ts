/**
 * Coupons (/coupon, issue 15): what a member holds and what operators issue. Four kinds:
 * - roulette: one spin of its wheel (100 … 500), used by POST /card/choiceRoulette;
 * - money / point: credits its amount once when the member uses it;
 * - voucher: a chicken or pizza voucher won on a wheel, fulfilled by operators.
 * Coupons come from operators, attendance rewards, event participation and the roulette itself.
 */
import { z } from 'zod';
import { rouletteWheelSchema } from './roulette';

export const couponKinds = ['roulette', 'money', 'point', 'voucher'] as const;
export const couponKindSchema = z.enum(couponKinds);
export type CouponKind = z.infer<typeof couponKindSchema>;

export const voucherKinds = ['chicken', 'pizza'] as const;
export const voucherKindSchema = z.enum(voucherKinds);
export type VoucherKind = z.infer<typeof voucherKindSchema>;
export const voucherNames: Record<VoucherKind, string> = { chicken: '치킨 교환권', pizza: '피자 교환권' };

/** Where a coupon came from; with its reference, a grant is booked once per member. */
export const couponSources = ['operator', 'attendance', 'event', 'roulette'] as const;
export type CouponSource = (typeof couponSources)[number];
export const couponSourceNames: Record<CouponSource, string> = {
  operator: '관리자 지급',
  attendance: '출석 보상',
  event: '이벤트 보상',
  roulette: '룰렛 당첨',
};

/** What a coupon is, without who holds it: the shape grants and issues share. */
export const couponFaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roulette'), wheel: rouletteWheelSchema }),
  z.object({ kind: z.literal('money'), amount: z.number().int().min(1).max(100_000_000) }),
  z.object({ kind: z.literal('point'), amount: z.number().int().min(1).max(100_000_000) }),
  z.object({ kind: z.literal('voucher'), voucher: voucherKindSchema }),
]);
export type CouponFace = z.infer<typeof couponFaceSchema>;

/** e.g. '룰렛 300 쿠폰', '머니 쿠폰 10,000원', '포인트 쿠폰 5,000P', '치킨 교환권' */
export function couponFaceName(face: CouponFace): string {
  switch (face.kind) {
    case 'roulette':
      return `룰렛 ${face.wheel} 쿠폰`;
    case 'money':
      return `머니 쿠폰 ${face.amount.toLocaleString('ko-KR')}원`;
    case 'point':
      return `포인트 쿠폰 ${face.amount.toLocaleString('ko-KR')}P`;
    case 'voucher':
      return voucherNames[face.voucher];
  }
}

/** A coupon's state as the member sees it. */
export const couponStates = ['usable', 'used', 'expired', 'pending', 'fulfilled'] as const;
export type CouponState = (typeof couponStates)[number];
export const couponStateNames: Record<CouponState, string> = {
  usable: '사용가능',
  used: '사용완료',
  expired: '기간만료',
  pending: '발송대기',
  fulfilled: '발송완료',
};

export const couponErrors = {
  notFound: '쿠폰을 찾을 수 없습니다.',
  used: '이미 사용한 쿠폰입니다.',
  expired: '사용기간이 지난 쿠폰입니다.',
  notUsable: '이 쿠폰은 여기서 사용할 수 없습니다.',
  noTarget: '지급할 회원을 찾을 수 없습니다.',
  memberExcluded: '이용 중지 또는 이용 제한 중인 회원에게는 쿠폰을 지급할 수 없습니다.',
  pastExpiry: '만료일은 지금 이후여야 합니다.',
} as const;
