/** What a member reads when the bet builder (같은 경기 조합) refuses a combination or a bet. */
export const builderErrors = {
  otherFixture: '같은 경기 조합은 한 경기의 선택으로만 만들 수 있습니다.',
  sameMarket: '같은 경기 조합에서는 한 마켓(같은 종류·같은 기간)의 선택을 하나만 담을 수 있습니다.',
  contradiction: '함께 이루어질 수 없거나 가능성이 너무 낮은 조합입니다. 선택을 바꿔주세요.',
  market: '같은 경기 조합에 넣을 수 없는 마켓입니다.',
  void: '무승부나 정수 기준점으로 적중특례(적특)가 될 수 있는 마켓은 같은 경기 조합에 넣을 수 없습니다.',
  virtual: '가상 스포츠는 같은 경기 조합을 지원하지 않습니다.',
  closedSelection: '마감되었거나 일시 중지된 선택이 있습니다.',
  fixtureClosed: '베팅을 받지 않는 경기입니다.',
  tooManyPrices: (seconds: number) => `조합 배당 요청이 너무 많습니다. ${seconds}초 후 다시 시도해주세요.`,
  unavailable: '지금은 같은 경기 조합을 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  priceMoved: '같은 경기 조합의 배당이 변경되었습니다. 변경된 배당을 확인해주세요.',
  gone: '같은 경기 조합을 더 이상 베팅할 수 없습니다. 선택을 다시 확인해주세요.',
} as const;
