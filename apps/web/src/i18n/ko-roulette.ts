/** The roulette dialogs and the console's 룰렛 관리 tab. */
export const koRoulette = {
  /** the short labels a wheel's segment has room for: '치킨', '꽝', '1만P', '2.5만P' */
  segment: {
    chicken: '치킨',
    pizza: '피자',
    miss: '꽝',
    tenThousands: (count: number) => `${count}만P`,
  },
  title: (wheel: number) => `룰렛 ${wheel}`,
  close: '룰렛 닫기',
  wheels: '룰렛 종류',
  tab: (wheel: number, count: number | undefined) => (count === undefined ? `${wheel}` : `${wheel} (${count})`),
  countLoading: '보유 쿠폰을 불러오는 중…',
  held: (count: number) => `보유 쿠폰 ${count}장`,
  spin: '룰렛 돌리기',
  landed: (prize: string) => `결과: ${prize}`,
  prizesLine: (prizes: string) => `상품: ${prizes}`,
  toCouponBox: '쿠폰함 바로가기',
} as const;

export const koRouletteAdmin = {
  badInput: '입력값을 확인해주세요.',
  tab: '룰렛 관리',
  title: '룰렛 확률·예산',
  intro:
    '바퀴마다 상품은 정해져 있고, 운영자는 각 상품이 나올 비중과 하루 예산만 정합니다. 예산이 남지 않은 상품은 뽑히지 않고 꽝이 됩니다.',
  chickenValue: '치킨 교환권 가치 (원)',
  pizzaValue: '피자 교환권 가치 (원)',
  excludedLevels: '참여 제외 레벨',
  wheel: (wheel: number) => `룰렛 ${wheel}`,
  dailyBudget: '하루 예산 (원, 비우면 무제한)',
  prize: '상품',
  weight: '비중',
  chance: '확률',
  expected: (won: string) => `쿠폰 1장당 기대 지급액 ${won}`,
  today: (spins: number, paid: string) => `오늘 ${spins}회 · 지급 ${paid}`,
  save: '저장',
  saved: '룰렛 설정을 저장했습니다.',
} as const;
