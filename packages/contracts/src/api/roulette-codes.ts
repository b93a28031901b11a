/**
 * The roulette's constants and texts, kept out of roulette.ts so that the wheels' dialog does not
 * bring zod with the schemas (docs/decisions/020); roulette.ts re-exports them.
 */
export const rouletteWheels = [100, 200, 300, 400, 500] as const;
export type RouletteWheel = (typeof rouletteWheels)[number];

/** The spin request's couponType per wheel (SPEC.md §7: 100 → 21 … 500 → 25). */
export const rouletteCouponTypes: Record<RouletteWheel, number> = { 100: 21, 200: 22, 300: 23, 400: 24, 500: 25 };
export const wheelOfCouponType = (couponType: number): RouletteWheel | undefined =>
  rouletteWheels.find((wheel) => rouletteCouponTypes[wheel] === couponType);

/** Result codes (SPEC.md §4): 1 chicken voucher, 2 pizza voucher, 3 a miss; any other number is points. */
export const ROULETTE_CHICKEN = 1;
export const ROULETTE_PIZZA = 2;
export const ROULETTE_MISS = 3;

/** The prizes on each wheel, in the order they sit on it (SPEC.md §3). */
export const roulettePrizes: Record<RouletteWheel, readonly number[]> = {
  100: [1, 2, 3, 10_000, 20_000, 30_000, 40_000, 50_000],
  200: [1, 2, 3, 10_000, 20_000, 30_000, 40_000, 50_000],
  300: [1, 2, 3, 20_000, 30_000, 50_000, 60_000, 70_000],
  400: [1, 2, 3, 20_000, 30_000, 50_000, 60_000, 70_000],
  500: [1, 2, 3, 30_000, 50_000, 60_000, 70_000, 100_000],
};

/** A prize's name on the wheel and in lists, e.g. '치킨 교환권', '꽝', '10,000 포인트'. */
export function roulettePrizeName(code: number): string {
  if (code === ROULETTE_CHICKEN) return '치킨 교환권';
  if (code === ROULETTE_PIZZA) return '피자 교환권';
  if (code === ROULETTE_MISS) return '꽝';
  return `${code.toLocaleString('ko-KR')} 포인트`;
}

/** The alert 1 s after the wheel stops. */
export function rouletteResultMessage(code: number): string {
  if (code === ROULETTE_MISS) return '아쉽게도 꽝입니다. 다음 기회에 도전해주세요.';
  if (code === ROULETTE_CHICKEN || code === ROULETTE_PIZZA)
    return `축하합니다! ${roulettePrizeName(code)}에 당첨되었습니다. 쿠폰함에서 확인해주세요.`;
  return `축하합니다! ${roulettePrizeName(code)}가 지급되었습니다.`;
}

/** The counts' key of a wheel, e.g. 'roulette300'. */
export const rouletteCountKey = (wheel: RouletteWheel) => `roulette${wheel}` as const;

export const rouletteErrors = {
  notLoggedIn: '로그인 후 이용해주세요.',
  banned: '룰렛이용금지 회원입니다. 고객센터에 문의해주세요.',
  spinning: '룰렛을 돌리고 있습니다.',
  failed: '문제가 발생했습니다. 관리자에게 문의해주세요.',
  levelExcluded: '무제한 레벨 회원 및 C, CV 레벨은 룰렛 이벤트에 참여할 수 없습니다.',
  notYours: '본인의 쿠폰만 사용할 수 있습니다.',
  badCouponType: '룰렛 종류를 확인해주세요.',
  noCoupon: '사용할 수 있는 룰렛 쿠폰이 없습니다.',
} as const;

/** The notice under every wheel (SPEC.md §5). */
export const rouletteNotice = '※ 무제한 레벨 회원 및 C, CV 레벨 회원은 룰렛 이벤트에 참여하실 수 없습니다.';

/** Expected won per coupon: the weighted mean of the prizes' values (a miss is 0). */
export function expectedRoulettePayout(
  prizes: readonly { code: number; weight: number }[],
  values: { chickenValue: number; pizzaValue: number },
): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total === 0) return 0;
  const paid = prizes.reduce((sum, prize) => sum + prize.weight * roulettePrizeValue(prize.code, values), 0);
  return paid / total;
}

/** What a prize costs the wheel's budget, in won. */
export function roulettePrizeValue(code: number, values: { chickenValue: number; pizzaValue: number }): number {
  if (code === ROULETTE_CHICKEN) return values.chickenValue;
  if (code === ROULETTE_PIZZA) return values.pizzaValue;
  if (code === ROULETTE_MISS) return 0;
  return code;
}
