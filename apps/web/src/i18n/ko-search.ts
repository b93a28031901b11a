/** The texts of the search box's results (SPEC.md §4) and the home page's upcoming games. */
export const koSearch = {
  title: (text: string) => `‘${text}’ 검색 결과`,
  close: '검색 닫기',
  empty: '검색어와 일치하는 팀이나 리그의 예정된 경기가 없습니다.',
  loading: '검색 중입니다…',
  loadFailed: '검색 결과를 불러오지 못했습니다.',
  live: '진행 중',
  /** how a fixture reads in a list: the teams */
  versus: (home: string, away: string) => `${home} vs ${away}`,
};

/** The home page's 예정된 경기 (the title and the empty text stay in ko.home). */
export const koUpcoming = {
  loading: '예정된 경기를 불러오는 중입니다…',
  loadFailed: '예정된 경기를 불러오지 못했습니다.',
  /** a row's link: where it goes */
  open: (home: string, away: string) => `${home} vs ${away} 유럽형에서 보기`,
};
