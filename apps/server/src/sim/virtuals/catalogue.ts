import {
  virtualLeagues,
  virtualSportKeys,
  virtualSports,
  type VirtualSport,
  type VirtualSportKey,
} from '@site/contracts/virtual-leagues';
import { unit } from '../sports/random';

/**
 * What the virtual sports provider covers: the four sports of contracts' virtualSports (marked
 * virtual in the sports table, so the real books never list them), one location, one league per
 * virtual league with its Korean name, the leagues' fictional teams with their strength, and the
 * dogs and horses that race. Ids never change, so restarts keep every reference.
 */

/** Every draw of the catalogue and the schedule (pairings, runners, form) is fixed by this seed; results are not. */
export const VIRTUAL_SEED = 365;

export const VIRTUAL_LOCATION = { id: 9000, name: 'Virtual Sports', nameKorean: '가상 스포츠' } as const;

export interface Contender {
  name: string;
  /** strength on a scale of about -1 (weakest) to 1 (strongest) */
  rating: number;
}

export interface VirtualLeagueEntry {
  /** leagues.id */
  id: number;
  key: string;
  sport: VirtualSport;
  /** the sport's position in virtualSportKeys (fixture id ranges) */
  sportIndex: number;
  /** the league's position in its sport (fixture ids) */
  indexInSport: number;
  name: string;
  nameKorean: string;
  /** matches: the league's teams, each playing once a slot */
  teams: readonly Contender[];
  /** races: the stable the runners of each race are drawn from */
  stable: readonly Contender[];
  /** basketball: points a team scores on average in regulation */
  meanScore?: number;
}

const rated = (names: readonly string[], ratings: readonly number[]): Contender[] =>
  names.map((name, index) => ({ name, rating: ratings[index] ?? 0 }));

/** Eight teams from strongest to weakest, evenly spread. */
const EIGHT = [0.9, 0.65, 0.4, 0.15, -0.1, -0.35, -0.6, -0.85];
const SIX = [0.8, 0.5, 0.2, -0.1, -0.4, -0.75];

const soccerTeams: Record<string, Contender[]> = {
  premierships: rated(
    [
      '런던 레즈',
      '맨체스터 블루스',
      '머지사이드 화이츠',
      '노스런던 건너스',
      '버밍엄 블랙스',
      '리즈 옐로스',
      '뉴캐슬 스트라이프스',
      '브라이턴 시걸스',
    ],
    EIGHT,
  ),
  superleagues: rated(
    [
      '마드리드 로열스',
      '카탈루냐 스타즈',
      '밀라노 데블스',
      '뮌헨 레즈',
      '파리 블루스',
      '토리노 지브라스',
      '도르트문트 비스',
      '암스테르담 아이언스',
    ],
    EIGHT,
  ),
  eurocups: rated(['프랑스', '스페인', '잉글랜드', '독일', '포르투갈', '이탈리아', '네덜란드', '벨기에'], EIGHT),
  worldcups: rated(['브라질', '아르헨티나', '프랑스', '독일', '스페인', '대한민국', '일본', '멕시코'], EIGHT),
};

const basketballTeams: Record<string, Contender[]> = {
  bakergardens: rated(
    ['베이커 베어스', '가든 이글스', '리버사이드 울브스', '하버 샤크스', '밸리 선즈', '파인 랩터스'],
    SIX,
  ),
  nbareplay: rated(
    ['로스앤젤레스 스타즈', '보스턴 그린스', '뉴욕 나이츠', '시카고 윈즈', '마이애미 히트웨이브', '댈러스 스탤리언스'],
    SIX,
  ),
  waterportarena: rated(
    ['워터포트 마린스', '포트사이드 앵커스', '코스탈 타이드', '베이 돌핀스', '케이프 세일러스', '라군 크로커다일스'],
    SIX,
  ),
};

/** Points a team scores on average in regulation, per basketball league. */
const basketballMeanScores: Record<string, number> = { bakergardens: 84, nbareplay: 110, waterportarena: 92 };

const dogNames = [
  '번개',
  '질풍',
  '은빛화살',
  '검은돌풍',
  '바람개비',
  '새벽별',
  '불꽃',
  '태풍',
  '은하수',
  '천둥',
  '회오리',
  '초승달',
  '별똥별',
  '돌개바람',
  '흰눈',
  '강철발',
];
const horseNames = [
  '적토마',
  '천리마',
  '바람의아들',
  '황금갈기',
  '은빛질주',
  '새벽이슬',
  '청룡',
  '백호',
  '흑진주',
  '무지개',
  '한라의별',
  '백두의꿈',
  '질풍노도',
  '광속',
  '해돋이',
  '달빛질주',
  '금빛날개',
  '푸른초원',
  '제주의바람',
  '용의기상',
];

/** A stable's runners, each rated once (fixed by the seed): the same dog is as quick in every race. */
const stableOf = (kind: string, names: readonly string[]): Contender[] =>
  names.map((name, index) => ({ name, rating: unit(VIRTUAL_SEED, 'stable', kind, index) * 2 - 1 }));

const stables: Partial<Record<VirtualSportKey, Contender[]>> = {
  dog: stableOf('dog', dogNames),
  horse: stableOf('horse', horseNames),
};

export const virtualLeagueEntries: readonly VirtualLeagueEntry[] = virtualSportKeys.flatMap((sportKey, sportIndex) => {
  const sport = virtualSports[sportKey];
  return (virtualLeagues[sportKey] ?? []).map((league, indexInSport): VirtualLeagueEntry => {
    const teams = sportKey === 'soccer' ? soccerTeams[league.key] : basketballTeams[league.key];
    const meanScore = basketballMeanScores[league.key];
    return {
      id: sport.sportId * 100 + indexInSport + 1,
      key: league.key,
      sport,
      sportIndex,
      indexInSport,
      name: league.nameEnglish,
      nameKorean: league.nameKorean,
      teams: sport.format === 'match' ? (teams ?? []) : [],
      stable: sport.format === 'race' ? (stables[sportKey] ?? []) : [],
      ...(meanScore === undefined ? {} : { meanScore }),
    };
  });
});

/** The league of a sport by its key; undefined for a key the sport does not have. */
export function virtualLeagueOf(sportKey: VirtualSportKey, leagueKey: string): VirtualLeagueEntry | undefined {
  return virtualLeagueEntries.find((league) => league.sport.key === sportKey && league.key === leagueKey);
}

export function virtualLeaguesOf(sportKey: VirtualSportKey): VirtualLeagueEntry[] {
  return virtualLeagueEntries.filter((league) => league.sport.key === sportKey);
}

/** How long an event runs between the start (betting closed) and its result. */
export const runMsOf = (sport: VirtualSport): number => (sport.format === 'race' ? 30_000 : 60_000);

/** How many events a league runs each slot: soccer four matches, basketball three, races one. */
export function eventsPerSlot(league: VirtualLeagueEntry): number {
  return league.sport.format === 'race' ? 1 : Math.floor(league.teams.length / 2);
}

/** Runners in a race: six dogs, eight horses. */
export const runnersPerRace = (sport: VirtualSport): number => (sport.key === 'dog' ? 6 : 8);

/** Places paid by the Place market: the first two dogs, the first three horses. */
export const placesPaid = (sport: VirtualSport): number => (sport.key === 'dog' ? 2 : 3);
