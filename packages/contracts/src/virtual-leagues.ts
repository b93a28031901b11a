/**
 * The bet365 virtual sports' leagues (SPEC.md §2 table, Korean names from §3). Apart from the minigame
 * table so that the site's first load, which needs that table for its routes, does not carry these.
 */
export interface VirtualLeague {
  key: string;
  nameEnglish: string;
  nameKorean: string;
}

export const virtualLeagues: Readonly<Record<string, readonly VirtualLeague[]>> = {
  soccer: [
    { key: 'eurocups', nameEnglish: 'Euro Cup', nameKorean: '유로컵' },
    { key: 'premierships', nameEnglish: 'Premiership', nameKorean: '프리미어십' },
    { key: 'superleagues', nameEnglish: 'Superleague', nameKorean: '슈퍼리그' },
    { key: 'worldcups', nameEnglish: 'World Cup', nameKorean: '월드컵' },
  ],
  basketball: [
    { key: 'bakergardens', nameEnglish: 'Baker Gardens', nameKorean: '베이커 가든스' },
    { key: 'nbareplay', nameEnglish: 'NBA Re-Play', nameKorean: 'NBA 리플레이' },
    { key: 'waterportarena', nameEnglish: 'Waterport Arena', nameKorean: '워터포트 아레나' },
  ],
  dog: [
    { key: 'goldenhillparks', nameEnglish: 'Goldenhill Park', nameKorean: '골든힐 파크' },
    { key: 'hillsideparks', nameEnglish: 'Hillside Park', nameKorean: '힐사이드 파크' },
  ],
  horse: [
    { key: 'britanniaways', nameEnglish: 'Britannia Way', nameKorean: '브리타니아 웨이' },
    { key: 'festivaldowns', nameEnglish: 'Festival Downs', nameKorean: '페스티벌 다운스' },
    { key: 'victoriaparks', nameEnglish: 'Victoria Park', nameKorean: '빅토리아 파크' },
  ],
};

export const virtualSportKeys = ['soccer', 'basketball', 'dog', 'horse'] as const;
export type VirtualSportKey = (typeof virtualSportKeys)[number];

/** How a virtual sport runs: one of the leagues' events starts every `slotSeconds`, on the clock. */
export interface VirtualSport {
  key: VirtualSportKey;
  /** contracts minigames.ts id: its setting (maintenance, limits) is the minigame setting of this id */
  gameId: number;
  /** the sports table's id; fixtures of these sports are never in the real books */
  sportId: number;
  nameKorean: string;
  /** matches (teams, scores) or races (runners, finishing order) */
  format: 'match' | 'race';
  slotSeconds: number;
}

export const virtualSports: Readonly<Record<VirtualSportKey, VirtualSport>> = {
  soccer: { key: 'soccer', gameId: 801, sportId: 9001, nameKorean: '가상축구', format: 'match', slotSeconds: 180 },
  basketball: {
    key: 'basketball',
    gameId: 802,
    sportId: 9002,
    nameKorean: '가상농구',
    format: 'match',
    slotSeconds: 180,
  },
  dog: { key: 'dog', gameId: 803, sportId: 9003, nameKorean: '개경주', format: 'race', slotSeconds: 120 },
  horse: { key: 'horse', gameId: 804, sportId: 9004, nameKorean: '경마', format: 'race', slotSeconds: 120 },
};

export const isVirtualSportKey = (key: string): key is VirtualSportKey => key in virtualSports;

/** The leagues whose team rankings the site shows (SPEC.md §3: Premiership, Superleague, Euro Cup, World Cup). */
export const rankedVirtualLeagueKeys = ['premierships', 'superleagues', 'eurocups', 'worldcups'] as const;
