/**
 * The texts of the live match centre (/livetv). Apart from ko.ts so that only its lazily loaded page
 * carries them.
 */
import type { LiveTvSport, MatchEvent, MatchStat, PointDetail } from '@site/contracts/api/livetv';

export const koLiveTv = {
  sportTabs: '종목',
  fixtures: '중계 중인 경기',
  loading: '경기를 불러오는 중…',
  loadFailed: '경기 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  sportEmpty: (sport: string) => `중계 중인 ${sport} 경기가 없습니다.`,
  ended: '경기가 끝났습니다. 다른 경기를 선택해주세요.',
  choose: '경기를 선택해주세요.',
  live: 'LIVE',
  toMarkets: '인플레이 베팅하기',
  /** beside (PC) or above (phone) the markets of an opened in-play fixture */
  panel: '경기 중계',
  openCentre: '라이브 TV에서 크게 보기',
  noTracker: '이 경기의 중계 화면을 불러올 수 없습니다.',
  tracker: '경기 트래커',
  timeline: '타임라인',
  timelineEmpty: '아직 기록된 장면이 없습니다.',
  stats: '경기 통계',
  home: '홈',
  away: '원정',
  versus: 'vs',
  all: '전체',
  sports: { football: '축구', basketball: '농구', volleyball: '배구' } satisfies Record<LiveTvSport, string>,
  /** what the tracker says over the pitch */
  actions: {
    possession: '볼 점유',
    break: '휴식',
    periodStart: '경기 시작',
    periodEnd: '종료',
    attack: '공격',
    dangerousAttack: '위험한 공격',
    shotOnTarget: '유효 슈팅',
    shotOffTarget: '슈팅 (빗나감)',
    corner: '코너킥',
    goal: '골!',
    yellowCard: '경고',
    redCard: '퇴장',
    basket: '득점',
    foul: '파울',
    timeout: '타임아웃',
    point: '득점',
    setWon: '세트 획득',
  } satisfies Record<MatchEvent['kind'] | 'possession' | 'break', string>,
  basketPoints: (points: number) => (points === 1 ? '자유투 성공' : `${points}점슛 성공`),
  pointDetails: {
    ace: '서브 에이스',
    block: '블로킹',
    spike: '공격 득점',
    error: '상대 범실',
  } satisfies Record<PointDetail, string>,
  run: (points: number) => `${points}-0 런`,
  set: (number: number) => `${number}세트`,
  statNames: {
    possession: '볼 점유율 (%)',
    attacks: '공격',
    dangerousAttacks: '위험한 공격',
    shotsOnTarget: '유효 슈팅',
    shotsOffTarget: '빗나간 슈팅',
    corners: '코너킥',
    yellowCards: '경고',
    redCards: '퇴장',
    twoPointers: '2점슛',
    threePointers: '3점슛',
    freeThrows: '자유투',
    fouls: '파울',
    timeouts: '타임아웃',
    longestRun: '최다 연속 득점',
    aces: '서브 에이스',
    blocks: '블로킹',
    spikes: '공격 득점',
    opponentErrors: '상대 범실',
    points: '총 득점',
  } satisfies Record<MatchStat['key'], string>,
  /** the name of a period in the scoreboard's table */
  period: (sport: LiveTvSport, period: number): string => {
    if (sport === 'football') return period === 1 ? '전반' : '후반';
    if (sport === 'basketball') return period <= 4 ? `${period}Q` : `OT${period - 4}`;
    return `${period}세트`;
  },
  periodStart: (sport: LiveTvSport, period: number): string =>
    sport === 'football' ? (period === 1 ? '전반 시작' : '후반 시작') : `${koLiveTv.period(sport, period)} 시작`,
  periodEnd: (sport: LiveTvSport, period: number): string =>
    sport === 'football' ? (period === 1 ? '전반 종료' : '후반 종료') : `${koLiveTv.period(sport, period)} 종료`,
};

/** One timeline row's words. */
export function eventText(sport: LiveTvSport, event: MatchEvent): string {
  switch (event.kind) {
    case 'periodStart':
      return koLiveTv.periodStart(sport, event.period);
    case 'periodEnd':
      return koLiveTv.periodEnd(sport, event.period);
    case 'basket':
      return koLiveTv.basketPoints(event.points ?? 2);
    case 'point':
      return event.detail ? koLiveTv.pointDetails[event.detail] : koLiveTv.actions.point;
    case 'setWon':
      return `${koLiveTv.set(event.period)} 획득`;
    default:
      return koLiveTv.actions[event.kind];
  }
}
