/**
 * The texts of bet365's virtual sports: the virtual book (/minigame/bet365/{sport}), its results
 * and team rankings, and the results pages (/game_result/virtuals/*). Apart from ko.ts so that only
 * those lazily loaded pages carry them.
 */
import { formatNumber } from '@site/contracts/rules/format';

export const koVirtuals = {
  loading: '경기를 불러오는 중…',
  leagueTabs: '리그',
  eventsEmpty: '예정된 경기가 없습니다. 잠시 후 다시 확인해주세요.',
  slotLabel: (time: string) => `${time} 시작`,
  startsIn: '시작까지',
  closed: '베팅마감',
  running: '경기중',
  racing: '경주중',
  resultIn: '결과까지',
  resulting: '결과 집계중',
  cancelled: '취소',
  versus: 'vs',
  /** the race card's columns */
  runnerNo: '번호',
  runner: '출전',
  runners: '출전표',
  placings: '순위',
  // Results (the book's recent list and the results pages)
  recentResults: '최근 결과',
  allResults: '전체 결과 보기',
  resultsEmpty: '아직 끝난 경기가 없습니다.',
  resultsEmptyOfDay: '이 날짜에 끝난 경기가 없습니다.',
  raceResultsEmptyOfDay: '이 날짜에 끝난 경주가 없습니다.',
  resultsLoadFailed: '경기 결과를 불러오지 못했습니다.',
  resultsTotal: (count: number) => `총 ${formatNumber(count)}경기`,
  raceResultsTotal: (count: number) => `총 ${formatNumber(count)}경주`,
  resultPages: '결과 페이지',
  sportTabs: '종목',
  allLeagues: '전체',
  score: '스코어',
  paid: '적중배당',
  place: (rank: number) => `${rank}착`,
  allPlacings: '전체 순위',
  hidePlacings: '접기',
  // Team rankings (SPEC.md §3: Premiership, Superleague, Euro Cup and World Cup)
  ranking: (league: string) => `${league} 순위`,
  rankingOfDay: (league: string, date: string) => `${league} 순위 (${date})`,
  rankingEmpty: '이 날짜에 치른 경기가 없습니다.',
  rankingLoadFailed: '순위를 불러오지 못했습니다.',
  rankingColumns: {
    rank: '순위',
    team: '팀',
    played: '경기',
    won: '승',
    drawn: '무',
    lost: '패',
    goalsFor: '득',
    goalsAgainst: '실',
    points: '승점',
    form: '최근 5경기',
  },
  form: { W: '승', D: '무', L: '패' },
} as const;
