import { sportsCatalogue, type SportId } from '@site/contracts/sports';

/**
 * What the simulated provider covers: the sports of the contracts' catalogue, the countries its
 * leagues belong to and the leagues themselves, with Korean names as the site shows them.
 * Ids are the provider's own and never change, so restarts and reseeds keep every reference.
 */

export interface CatalogueLocation {
  id: number;
  name: string;
  nameKorean: string;
}

export const catalogueLocations: readonly CatalogueLocation[] = [
  { id: 1, name: 'South Korea', nameKorean: '대한민국' },
  { id: 2, name: 'England', nameKorean: '잉글랜드' },
  { id: 3, name: 'Spain', nameKorean: '스페인' },
  { id: 4, name: 'Germany', nameKorean: '독일' },
  { id: 5, name: 'Italy', nameKorean: '이탈리아' },
  { id: 6, name: 'France', nameKorean: '프랑스' },
  { id: 7, name: 'USA', nameKorean: '미국' },
  { id: 8, name: 'Japan', nameKorean: '일본' },
  { id: 9, name: 'China', nameKorean: '중국' },
  { id: 10, name: 'International', nameKorean: '국제' },
  // Tennis is listed by tour (ATP, WTA), as Korean books list it, not under a catch-all 국제.
  { id: 11, name: 'ATP', nameKorean: 'ATP' },
  { id: 12, name: 'WTA', nameKorean: 'WTA' },
];

export interface CatalogueLeague {
  id: number;
  sportId: SportId;
  locationId: number;
  name: string;
  nameKorean: string;
  /** how often the league has a fixture, relative to the others */
  weight: number;
  /** points a team scores on average in regulation (sports counted in points, goals or runs) */
  meanScore?: number;
  /** sets (maps, games) needed to win, for sports counted in sets */
  setsToWin?: number;
  /** basketball: length of a quarter in minutes */
  quarterMinutes?: number;
}

export const catalogueLeagues: readonly CatalogueLeague[] = [
  // Football
  { id: 101, sportId: 6046, locationId: 1, name: 'K League 1', nameKorean: 'K리그1', weight: 8 },
  { id: 102, sportId: 6046, locationId: 1, name: 'K League 2', nameKorean: 'K리그2', weight: 4 },
  { id: 103, sportId: 6046, locationId: 2, name: 'Premier League', nameKorean: '잉글랜드 프리미어리그', weight: 9 },
  { id: 104, sportId: 6046, locationId: 2, name: 'Championship', nameKorean: '잉글랜드 챔피언십', weight: 4 },
  { id: 105, sportId: 6046, locationId: 3, name: 'LaLiga', nameKorean: '라리가', weight: 7 },
  { id: 106, sportId: 6046, locationId: 4, name: 'Bundesliga', nameKorean: '분데스리가', weight: 6 },
  { id: 107, sportId: 6046, locationId: 5, name: 'Serie A', nameKorean: '세리에A', weight: 6 },
  { id: 108, sportId: 6046, locationId: 6, name: 'Ligue 1', nameKorean: '리그1', weight: 4 },
  { id: 109, sportId: 6046, locationId: 8, name: 'J1 League', nameKorean: 'J1리그', weight: 4 },
  { id: 110, sportId: 6046, locationId: 7, name: 'MLS', nameKorean: 'MLS', weight: 3 },
  { id: 111, sportId: 6046, locationId: 10, name: 'UEFA Champions League', nameKorean: '챔피언스리그', weight: 4 },
  // Basketball
  { id: 201, sportId: 48242, locationId: 1, name: 'KBL', nameKorean: 'KBL', weight: 5, meanScore: 80 },
  { id: 202, sportId: 48242, locationId: 1, name: 'WKBL', nameKorean: 'WKBL', weight: 2, meanScore: 68 },
  {
    id: 203,
    sportId: 48242,
    locationId: 7,
    name: 'NBA',
    nameKorean: 'NBA',
    weight: 6,
    meanScore: 113,
    quarterMinutes: 12,
  },
  { id: 204, sportId: 48242, locationId: 8, name: 'B.League', nameKorean: 'B리그', weight: 2, meanScore: 80 },
  { id: 205, sportId: 48242, locationId: 10, name: 'EuroLeague', nameKorean: '유로리그', weight: 2, meanScore: 81 },
  // Baseball
  { id: 301, sportId: 154914, locationId: 1, name: 'KBO', nameKorean: 'KBO', weight: 7, meanScore: 5 },
  { id: 302, sportId: 154914, locationId: 7, name: 'MLB', nameKorean: 'MLB', weight: 7, meanScore: 4.5 },
  { id: 303, sportId: 154914, locationId: 8, name: 'NPB', nameKorean: 'NPB', weight: 4, meanScore: 3.6 },
  // Volleyball
  {
    id: 401,
    sportId: 154830,
    locationId: 1,
    name: 'V-League Men',
    nameKorean: 'V-리그 남자부',
    weight: 3,
    setsToWin: 3,
  },
  {
    id: 402,
    sportId: 154830,
    locationId: 1,
    name: 'V-League Women',
    nameKorean: 'V-리그 여자부',
    weight: 3,
    setsToWin: 3,
  },
  {
    id: 403,
    sportId: 154830,
    locationId: 5,
    name: 'SuperLega',
    nameKorean: '이탈리아 슈퍼리가',
    weight: 1,
    setsToWin: 3,
  },
  // E-sports (League of Legends, best of three)
  { id: 501, sportId: 687890, locationId: 1, name: 'LCK', nameKorean: 'LCK', weight: 4, setsToWin: 2 },
  { id: 502, sportId: 687890, locationId: 9, name: 'LPL', nameKorean: 'LPL', weight: 3, setsToWin: 2 },
  // Ice hockey
  { id: 601, sportId: 35232, locationId: 7, name: 'NHL', nameKorean: 'NHL', weight: 5, meanScore: 3.1 },
  {
    id: 602,
    sportId: 35232,
    locationId: 10,
    name: 'Asia League Ice Hockey',
    nameKorean: '아시아리그 아이스하키',
    weight: 2,
    meanScore: 3.3,
  },
  // Tennis (best of three sets)
  { id: 701, sportId: 54094, locationId: 11, name: 'ATP Tour', nameKorean: 'ATP 투어', weight: 3, setsToWin: 2 },
  { id: 702, sportId: 54094, locationId: 12, name: 'WTA Tour', nameKorean: 'WTA 투어', weight: 2, setsToWin: 2 },
  // Table tennis (best of five games)
  { id: 801, sportId: 265917, locationId: 10, name: 'WTT Series', nameKorean: 'WTT 시리즈', weight: 2, setsToWin: 3 },
  // Handball
  {
    id: 901,
    sportId: 35709,
    locationId: 4,
    name: 'Handball-Bundesliga',
    nameKorean: '핸드볼 분데스리가',
    weight: 1,
    meanScore: 29,
  },
  { id: 902, sportId: 35709, locationId: 1, name: 'H League', nameKorean: 'H리그', weight: 1, meanScore: 26 },
];

export const catalogueSports = sportsCatalogue.map((sport, index) => ({
  id: sport.sportId,
  name: sport.englishName,
  nameKorean: sport.nameKorean,
  sort: index,
}));

export function leagueById(leagueId: number): CatalogueLeague {
  const league = catalogueLeagues.find((entry) => entry.id === leagueId);
  if (!league) throw new Error(`unknown league ${leagueId}`);
  return league;
}

const totalWeight = catalogueLeagues.reduce((sum, league) => sum + league.weight, 0);

/** The league a draw in [0, 1) falls on, each league taking a share as large as its weight. */
export function leagueForDraw(draw: number): CatalogueLeague {
  let remaining = draw * totalWeight;
  for (const league of catalogueLeagues) {
    remaining -= league.weight;
    if (remaining < 0) return league;
  }
  return catalogueLeagues[catalogueLeagues.length - 1] as CatalogueLeague;
}
