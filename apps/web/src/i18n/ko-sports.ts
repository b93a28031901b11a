/**
 * The strings of the sports books (/korea/*, /europe, /inplay). Kept beside ko.ts so that only the
 * lazily loaded sports pages carry them; page titles and empty texts stay in ko.ts (the route table).
 */
export const koSports = {
  subBooksLabel: '국내형 베팅 종류',
  sportTabsLabel: '종목',
  loading: '경기를 불러오는 중…',
  loadFailed: '경기 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  filteredEmpty: '선택한 조건에 맞는 경기가 없습니다.',
  tabEmpty: (sportName: string) => `${sportName} 경기가 없습니다.`,
  filterLabel: '선택한 조건',
  clearFilter: '조건 해제',
  versus: 'vs',
  locked: '베팅 마감',
  priceUp: '배당 상승',
  priceDown: '배당 하락',
  streamLost: '실시간 배당 연결이 끊어졌습니다. 다시 연결하는 중…',
  pagination: {
    label: '경기 목록 페이지',
    prev: '이전',
    next: '다음',
    page: (page: number) => `${page} 페이지`,
  },
  moreMarkets: (count: number) => `+${count}`,
  moreMarketsLabel: (count: number) => `마켓 ${count}개 더 보기`,
  fixtureView: {
    close: '닫기',
    loading: '마켓을 불러오는 중…',
    empty: '베팅 가능한 마켓이 없습니다.',
  },
  live: {
    badge: 'LIVE',
    collapse: '접기',
    fixtureCount: (count: number) => `${count}경기`,
    /** a live fixture's link to its tracker (/livetv); here, not in ko-livetv, to keep that out of the books' first load */
    watch: '중계',
    watchLabel: (home: string, away: string) => `${home} vs ${away} 경기 중계 보기`,
  },
  /** The 국내형 table (/korea and its books): its columns and what its buttons and middle cells say. */
  koreaTable: {
    /** a day's separator: "11월 24일 (화)" (weekday 0 is Sunday) */
    dayLabel: (month: number, day: number, weekday: number) =>
      `${month}월 ${day}일 (${['일', '월', '화', '수', '목', '금', '토'][weekday] ?? ''})`,
    columns: { time: '경기시간', league: '리그', home: '홈팀', middle: '무 · 기준', away: '원정팀', more: '더보기' },
    draw: '무',
    over: '오버 ▲',
    under: '언더 ▼',
    noDraw: 'VS',
    handicap: '핸디',
    total: '기준',
    gameLabel: (home: string, away: string) => `${home} 대 ${away}`,
  },
  /** Shown for a fixture that has only markets the list leaves out (the "+N" view has them). */
  noMainMarkets: '주요 마켓 없음',
} as const;
