/**
 * The bet builder's texts (같은 경기 조합, docs/decisions/069): the fixture's mode, the builder slip, the
 * history's label. What the slip shares with the cart (balance, limits, stake, 베팅하기) is koBetSlip's.
 */
export const koBetBuilder = {
  title: '같은 경기 조합',
  /** the fixture view's switch into the builder and out of it */
  modeOn: '같은 경기 조합 만들기',
  modeOff: '일반 베팅으로 돌아가기',
  modeHelp: '이 경기의 여러 마켓을 골라 하나의 배당으로 베팅합니다. 선택은 베팅카트에 담기지 않습니다.',
  modeActive: '같은 경기 조합 중: 배당을 누르면 아래 조합에 담깁니다.',
  modeActiveWide: '같은 경기 조합 중: 배당을 누르면 옆의 조합에 담깁니다.',
  /** the slip */
  slipLabel: '같은 경기 조합 슬립',
  pickCount: (count: number) => `${count}개 선택`,
  picksLabel: '선택한 마켓',
  empty: (min: number) => `서로 다른 마켓에서 ${min}개 이상 골라주세요.`,
  oneMore: (min: number) => `${min}개 이상 고르면 조합 배당이 계산됩니다.`,
  sameMarketReplaced: '같은 마켓에서는 하나만 고를 수 있어 선택을 바꿨습니다.',
  tooMany: (max: number) => `같은 경기 조합은 최대 ${max}개까지 선택할 수 있습니다.`,
  remove: (name: string) => `${name} 빼기`,
  fold: '접기',
  unfold: '펼치기',
  jointPrice: '조합 배당',
  pricing: '배당 계산 중…',
  productOfPrices: '개별 배당의 곱',
  correlationNote: '같은 경기의 결과는 서로 영향을 주므로, 조합 배당은 개별 배당을 곱한 값과 다릅니다.',
  refusedPick: '조합할 수 없는 선택',
  /** the folded slip's header while the combination is refused */
  refusedShort: '조합 불가',
  refusedHint: '표시된 선택을 빼거나 다른 마켓을 골라주세요.',
  priceFailed: '조합 배당을 계산하지 못했습니다. 잠시 후 다시 시도해주세요.',
  confirm: (stake: string, price: string, payout: string) =>
    `같은 경기 조합 ${price}배에 ${stake}원을 베팅하시겠습니까?\n적중시: ${payout}원`,
  priceMoved: (price: string) => `조합 배당이 ${price}배로 변경되었습니다.`,
  priceGone: '이 조합은 지금 베팅할 수 없습니다.',
  done: '같은 경기 조합 베팅 완료',
};
