/**
 * The texts of the bet history (/bet_result), the sports results (/game_result/sports), the minigame
 * results (/game_result/minigame) and the side menu's sports (locations, leagues, the European and
 * in-play entries).
 */
import { formatNumber } from '@site/contracts/rules/format';
import { glossary } from './ko-glossary';

export const koBetHistory = {
  title: glossary.betHistory,
  empty: '선택한 기간에 베팅내역이 없습니다.',
  loadFailed: '베팅내역을 불러오지 못했습니다.',
  gameTypeTabs: '게임 종류',
  gameTypes: {
    all: '전체',
    sports: '스포츠',
    live: '라이브',
    minigame: '미니게임',
    virtual: '가상게임',
    casino: '카지노',
  },
  from: '시작일',
  to: '종료일',
  dateRange: '조회 기간',
  today: '오늘',
  week: '1주일',
  month: '1개월',
  search: '조회',
  betAt: '베팅일시',
  betNumber: (id: number) => `No.${id}`,
  startAt: '경기시간',
  league: '리그',
  match: '경기',
  market: '베팅종류',
  pick: '선택',
  odds: '배당',
  result: '결과',
  versus: 'vs',
  stake: '베팅금액',
  totalOdds: '총 배당',
  bonusOdds: '보너스 배당',
  potentialPayout: glossary.expectedPayout,
  payout: glossary.payout,
  /** what a cancelled or voided bet shows instead of 당첨금: its stake, given back */
  refund: '환급',
  status: '상태',
  cancel: '베팅취소',
  cancelConfirm: '이 베팅을 취소하시겠습니까?\n베팅금액은 보유머니로 돌려드립니다.',
  cancelled: '베팅이 취소되었습니다.',
  total: (count: number) => `총 ${count}건`,
  /** SPEC.md §4 settlement codes, as a bet's status, and 4: taken out early (docs/decisions/068). */
  betStatus: {
    cancelled: '취소',
    pending: '진행중',
    lost: '낙첨',
    won: '당첨',
    void: '적중특례',
    cashedOut: glossary.cashOut,
  },
  /** The same codes for one pick of a bet. */
  pickResult: {
    cancelled: '취소',
    pending: '진행중',
    lost: '미적중',
    won: '적중',
    void: '적중특례',
    cashedOut: glossary.cashOut,
  },
  /** A minigame bet (game type 3): one pick on one round. */
  minigame: {
    game: '게임',
    round: '회차',
    roundValue: (date: string, roundNo: number) => `${date} ${formatNumber(roundNo)}회차`,
    drawResult: '추첨결과',
    notDrawn: '추첨 전',
    unknownGame: (gameId: number) => `미니게임 ${gameId}`,
  },
  /** A casino or slot round (game type 5): one round of one game, its stake and what it paid. */
  casinoRound: {
    vendor: '게임사',
    game: '게임',
    round: '라운드',
    /** the provider's id of the round, kept for questions to support */
    roundId: (id: string) => `라운드 ID ${id}`,
    detail: '게임결과',
    notFinished: '진행 중',
    noDetail: '-',
    win: '당첨금',
  },
} as const;

export const koMinigameResults = {
  empty: '이 날짜에 추첨된 회차가 없습니다.',
  loadFailed: '추첨 결과를 불러오지 못했습니다.',
  providers: '게임사',
  games: '게임',
  /** the side menu's games of their own: 동행복권's powerball and ladder, and the keno games */
  round: '회차',
  /** with separators, as the game page writes it: 1,084회차 */
  roundNo: (roundNo: number) => `${formatNumber(roundNo)}회차`,
  drawnAt: '추첨시간',
  result: '결과',
  proof: '검증',
  cancelled: '취소된 회차',
  total: (count: number) => `총 ${count}회차`,
  commitment: '공개 해시',
  secret: '비밀값',
  computed: '계산한 해시',
  formulaLabel: '계산식',
  formula: (gameId: number, roundId: number) => `sha256("${gameId}:${roundId}:비밀값")`,
  hashPreview: (commitment: string) => `${commitment.slice(0, 10)}…${commitment.slice(-6)}`,
  hide: '접기',
  verify: '검증',
  verifyLabel: (roundNo: number) => `${formatNumber(roundNo)}회차 검증`,
  verifying: '검증 중…',
  match: '일치',
  mismatch: '불일치',
  matchHelp: '비밀값의 해시가 공개 해시와 같습니다. 추첨 후 결과가 바뀌지 않았습니다.',
  mismatchHelp: '비밀값의 해시가 공개 해시와 다릅니다.',
  unavailable: '이 브라우저에서는 해시를 계산할 수 없습니다. https 주소로 접속해주세요.',
  pages: '회차 페이지',
} as const;

export const koSportsResults = {
  title: '스포츠 결과',
  empty: '이 날짜에 끝난 경기가 없습니다.',
  loadFailed: '경기 결과를 불러오지 못했습니다.',
  sportTabs: '종목',
  date: '날짜',
  previousDay: '이전 날',
  nextDay: '다음 날',
  today: '오늘',
  startAt: '경기시간',
  home: '홈',
  away: '원정',
  score: '스코어',
  cancelled: '취소',
  finished: '종료',
  total: (count: number) => `총 ${count}경기`,
  proof: '검증',
  proofOf: (home: string, away: string) => `${home} 대 ${away} 공정성 검증`,
  commitment: '공개 해시',
  secret: '비밀값',
  formulaLabel: '계산식',
  formula: (fixtureId: number) => `sha256("${fixtureId}:비밀값")`,
  computed: '계산한 해시',
  match: '일치',
  mismatch: '불일치',
  matchHelp: '경기 시작 전에 공개한 해시와 같습니다. 경기 결과는 이 비밀값으로 정해졌고 바뀌지 않았습니다.',
  mismatchHelp: '비밀값의 해시가 공개 해시와 다릅니다.',
  unavailable: '이 브라우저에서는 해시를 계산할 수 없습니다. https 주소로 접속해주세요.',
  replayHelp: '경기 전체는 npm run verify:fixture -- 경기번호 로 다시 재현해 확인할 수 있습니다.',
} as const;

export const koSportsMenu = {
  locations: (sport: string) => `${sport} 국가`,
  leagues: (location: string) => `${location} 리그`,
  loading: '불러오는 중…',
  loadFailed: '목록을 불러오지 못했습니다.',
  noLocations: '진행 예정인 경기가 없습니다.',
  allOfSport: (sport: string) => `${sport} 전체`,
  count: (count: number) => `${count}`,
} as const;

/** The results hub's tabs (/game_result): one page per kind of game. */
export const koResultsHub = {
  label: '경기결과 종류',
  sports: '스포츠',
  minigame: '미니게임',
  virtuals: '가상게임',
} as const;
