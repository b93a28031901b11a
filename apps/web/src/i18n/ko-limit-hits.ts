/** The console's 한도 도달 tab (issue 33, docs/decisions/062): refusals by members' own limits. The limits' names are contracts' playLimitLabels. */
export const koLimitHits = {
  tab: '한도 도달',
  title: '회원 한도 도달 현황',
  intro: '회원이 스스로 정한 입금·베팅·손실 한도에 걸려 거절된 요청입니다. 날짜는 서울 기준입니다.',
  range: { dateRange: '조회 기간', from: '시작일', to: '종료일', today: '오늘', week: '1주일', month: '1개월' },
  rangeInvalid: '시작일이 종료일보다 늦습니다.',
  total: (count: number) => `기간 내 ${count.toLocaleString('ko-KR')}건`,
  days: {
    title: '날짜별 건수',
    day: '날짜',
    total: '합계',
    kinds: '한도별',
    empty: '기간 내 한도에 걸린 요청이 없습니다.',
  },
  members: {
    title: '한도에 걸린 회원',
    member: '회원',
    kind: '한도',
    count: '횟수',
    lastAt: '마지막 시각',
    empty: '기간 내 한도에 걸린 회원이 없습니다.',
    truncated: (shown: number) => `최근 ${shown.toLocaleString('ko-KR')}건만 표시합니다. 기간을 줄여 조회해주세요.`,
  },
  times: (count: number) => `${count.toLocaleString('ko-KR')}회`,
  cases: (count: number) => `${count.toLocaleString('ko-KR')}건`,
};
