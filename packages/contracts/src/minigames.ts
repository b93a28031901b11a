/**
 * The minigame providers and games of SPEC.md §2, the single table that the web app's routes and
 * side menu, the server's per-game settings and the tests all read. Ids follow the ranges SPEC.md §3
 * gives (101-105 mgm, 211-217 eos/entry, 231-235 named, 251-254 next, 301-308 lotus, 401-410 sky);
 * the spec gives none for token, bet365, evolution and bepick, so theirs are ours (5xx-8xx).
 */

/** The kind of draw a game runs; one round engine module per kind. */
export type MinigameKind =
  | 'powerball'
  | 'ladder'
  | 'baccarat'
  | 'oddeven'
  | 'sicbo'
  | 'dragontiger'
  | 'roulette'
  | 'highlow'
  | 'blackjack'
  | 'dice'
  | 'gostop'
  | 'onering'
  | 'keno'
  | 'kenoladder'
  | 'virtual';

export interface MinigameGame {
  id: number;
  provider: MinigameProviderKey;
  game: string;
  nameKorean: string;
  kind: MinigameKind;
  /** Seconds from one draw to the next. */
  roundSeconds: number;
}

export interface VirtualLeague {
  key: string;
  nameEnglish: string;
  nameKorean: string;
}

export const minigameProviders = [
  { key: 'token', nameKorean: '토큰게임' },
  { key: 'lotus', nameKorean: '로투스' },
  { key: 'skypark', nameKorean: '스카이파크' },
  { key: 'mgm', nameKorean: 'MGM' },
  { key: 'eos', nameKorean: 'EOS' },
  { key: 'ntry', nameKorean: '엔트리' },
  { key: 'bet365', nameKorean: '벳365 가상게임' },
  { key: 'named', nameKorean: '네임드' },
  { key: 'next', nameKorean: '넥스트' },
  { key: 'evolution', nameKorean: '에볼루션' },
  { key: 'bepick', nameKorean: '베픽' },
] as const;

export type MinigameProviderKey = (typeof minigameProviders)[number]['key'];

const game = (
  id: number,
  provider: MinigameProviderKey,
  key: string,
  nameKorean: string,
  kind: MinigameKind,
  roundSeconds: number,
): MinigameGame => ({ id, provider, game: key, nameKorean, kind, roundSeconds });

export const minigameGames: readonly MinigameGame[] = [
  game(501, 'token', 'roulette', '룰렛', 'roulette', 60),
  game(502, 'token', 'highrow', '하이로우', 'highlow', 60),
  game(503, 'token', 'highrow5', '하이로우 5분', 'highlow', 300),
  game(504, 'token', 'baccarat', '바카라', 'baccarat', 60),
  game(301, 'lotus', 'baccarat', '바카라', 'baccarat', 60),
  game(302, 'lotus', 'oddeven', '홀짝', 'oddeven', 60),
  game(303, 'lotus', 'sicbo', '식보', 'sicbo', 60),
  game(304, 'lotus', 'dragontiger', '드래곤타이거', 'dragontiger', 60),
  game(401, 'skypark', 'oddeven', '홀짝', 'oddeven', 60),
  game(402, 'skypark', 'baccarat1', '바카라 1', 'baccarat', 60),
  game(403, 'skypark', 'baccarat2', '바카라 2', 'baccarat', 60),
  game(404, 'skypark', 'speed_baccarat1', '스피드 바카라 1', 'baccarat', 30),
  game(405, 'skypark', 'speed_baccarat2', '스피드 바카라 2', 'baccarat', 30),
  game(406, 'skypark', 'blackjack', '블랙잭', 'blackjack', 60),
  game(407, 'skypark', 'dragontiger', '드래곤타이거', 'dragontiger', 60),
  game(408, 'skypark', 'dice', '주사위', 'dice', 60),
  game(101, 'mgm', 'baccarat1', '바카라 1', 'baccarat', 60),
  game(102, 'mgm', 'baccarat2', '바카라 2', 'baccarat', 60),
  game(103, 'mgm', 'baccarat3', '바카라 3', 'baccarat', 60),
  game(104, 'mgm', 'oddeven', '홀짝', 'oddeven', 60),
  game(105, 'mgm', 'gostop', '고스톱', 'gostop', 60),
  game(211, 'eos', 'powerball1', '파워볼 1분', 'powerball', 60),
  game(212, 'eos', 'powerball2', '파워볼 2분', 'powerball', 120),
  game(213, 'eos', 'powerball3', '파워볼 3분', 'powerball', 180),
  game(214, 'eos', 'powerball4', '파워볼 4분', 'powerball', 240),
  game(215, 'eos', 'powerball5', '파워볼 5분', 'powerball', 300),
  game(216, 'ntry', 'powerball', '파워볼', 'powerball', 300),
  game(217, 'ntry', 'powerladder', '파워사다리', 'ladder', 300),
  game(801, 'bet365', 'soccer', '가상축구', 'virtual', 180),
  game(802, 'bet365', 'basketball', '가상농구', 'virtual', 180),
  game(803, 'bet365', 'dog', '개경주', 'virtual', 120),
  game(804, 'bet365', 'horse', '경마', 'virtual', 120),
  game(231, 'named', 'powerball', '파워볼', 'powerball', 300),
  game(232, 'named', 'powerball3', '파워볼 3분', 'powerball', 180),
  game(233, 'named', 'powerladder3', '파워사다리 3분', 'ladder', 180),
  game(234, 'named', 'powerladder5', '파워사다리 5분', 'ladder', 300),
  game(251, 'next', 'powerball', '파워볼', 'powerball', 300),
  game(252, 'next', 'ladder', '사다리', 'ladder', 300),
  game(253, 'next', 'baccarat', '바카라', 'baccarat', 60),
  game(254, 'next', 'onering', '원링', 'onering', 60),
  game(601, 'evolution', 'powerball', '파워볼', 'powerball', 300),
  game(701, 'bepick', 'nnpowerball', 'NN파워볼', 'powerball', 300),
];

/** The bet365 virtual sports' leagues (SPEC.md §2 table, Korean names from §3). */
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

/**
 * The side menu's own minigame links (/minigame/{slug}, SPEC.md §2). Each is a shortcut to a
 * game of the table above, or a lottery-based game of its own (동행복권 draws, keno).
 */
export const sideMenuMinigameLinks = [
  { slug: 'donghang', nameKorean: '동행 파워볼', kind: 'powerball' },
  { slug: 'donghang-sadari', nameKorean: '동행 파워사다리', kind: 'ladder' },
  { slug: 'kino-sadari', nameKorean: '키노사다리', kind: 'kenoladder' },
  { slug: 'speed-kino', nameKorean: '스피드키노', kind: 'keno' },
  { slug: 'next', nameKorean: '넥스트 파워볼', kind: 'powerball' },
  { slug: 'next-sadari', nameKorean: '넥스트 사다리', kind: 'ladder' },
  { slug: 'next-bakara', nameKorean: '넥스트 바카라', kind: 'baccarat' },
  { slug: 'next-onering', nameKorean: '넥스트 원링', kind: 'onering' },
] as const satisfies readonly { slug: string; nameKorean: string; kind: MinigameKind }[];

export const minigamePath = (g: Pick<MinigameGame, 'provider' | 'game'>): string => `/minigame/${g.provider}/${g.game}`;

export const gamesOfProvider = (provider: MinigameProviderKey): MinigameGame[] =>
  minigameGames.filter((g) => g.provider === provider);

export const findMinigame = (provider: string, gameKey: string): MinigameGame | undefined =>
  minigameGames.find((g) => g.provider === provider && g.game === gameKey);

export const findSideMenuMinigame = (slug: string) => sideMenuMinigameLinks.find((link) => link.slug === slug);
