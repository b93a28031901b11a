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

/**
 * The side menu's own minigame links (/minigame/{slug}, SPEC.md §2). Each is a shortcut to a
 * game of the table above, or a lottery-based game of its own (동행복권 draws, keno).
 * `id` is the game whose rounds the link shows: the next* links are the next provider's games
 * (251-254), the same game under a second address, so they share its rounds, bets and settings;
 * the others are games of their own, with our ids 901-904 (the spec gives none).
 */
export const sideMenuMinigameLinks = [
  { slug: 'donghang', id: 901, nameKorean: '동행 파워볼', kind: 'powerball', roundSeconds: 300 },
  { slug: 'donghang-sadari', id: 902, nameKorean: '동행 파워사다리', kind: 'ladder', roundSeconds: 300 },
  { slug: 'kino-sadari', id: 903, nameKorean: '키노사다리', kind: 'kenoladder', roundSeconds: 300 },
  { slug: 'speed-kino', id: 904, nameKorean: '스피드키노', kind: 'keno', roundSeconds: 300 },
  { slug: 'next', id: 251, nameKorean: '넥스트 파워볼', kind: 'powerball', roundSeconds: 300 },
  { slug: 'next-sadari', id: 252, nameKorean: '넥스트 사다리', kind: 'ladder', roundSeconds: 300 },
  { slug: 'next-bakara', id: 253, nameKorean: '넥스트 바카라', kind: 'baccarat', roundSeconds: 60 },
  { slug: 'next-onering', id: 254, nameKorean: '넥스트 원링', kind: 'onering', roundSeconds: 60 },
] as const satisfies readonly {
  slug: string;
  id: number;
  nameKorean: string;
  kind: MinigameKind;
  roundSeconds: number;
}[];

export const minigamePath = (g: Pick<MinigameGame, 'provider' | 'game'>): string => `/minigame/${g.provider}/${g.game}`;

export const gamesOfProvider = (provider: MinigameProviderKey): MinigameGame[] =>
  minigameGames.filter((g) => g.provider === provider);

export const findMinigame = (provider: string, gameKey: string): MinigameGame | undefined =>
  minigameGames.find((g) => g.provider === provider && g.game === gameKey);

export const findSideMenuMinigame = (slug: string) => sideMenuMinigameLinks.find((link) => link.slug === slug);

/** A game as lists name it: its own name and its full name with the provider's. */
export interface NamedMinigame {
  id: number;
  nameKorean: string;
  /** e.g. "EOS 파워볼 1분"; the side menu's own games are named by themselves ("동행 파워볼") */
  title: string;
}

export interface MinigameGroup {
  key: string;
  nameKorean: string;
  games: readonly NamedMinigame[];
}

const providerNameOf = (key: string): string => minigameProviders.find((p) => p.key === key)?.nameKorean ?? key;
const tableGameIds = new Set(minigameGames.map((g) => g.id));

/**
 * The games by provider in the side menu's order, then the side menu's own games under 동행복권 (its
 * next-* links are 넥스트's games and stand there). bet365's virtual sports run fixtures, not drawn
 * rounds; lists of rounds leave them out, the operator's list of settings keeps them.
 */
export function minigameGroups({ withVirtual }: { withVirtual: boolean }): MinigameGroup[] {
  const providers = minigameProviders.map((provider) => ({
    key: provider.key,
    nameKorean: provider.nameKorean,
    games: minigameGames
      .filter((g) => g.provider === provider.key && (withVirtual || g.kind !== 'virtual'))
      .map((g) => ({ id: g.id, nameKorean: g.nameKorean, title: `${provider.nameKorean} ${g.nameKorean}` })),
  }));
  const lottery = {
    key: 'lottery',
    nameKorean: '동행복권',
    games: sideMenuMinigameLinks
      .filter((link) => !tableGameIds.has(link.id))
      .map((link) => ({ id: link.id, nameKorean: link.nameKorean, title: link.nameKorean })),
  };
  return [...providers, lottery].filter((group) => group.games.length > 0);
}

/** Every game that runs drawn rounds (results pages, the game chooser). */
export const minigameRoundGroups: readonly MinigameGroup[] = minigameGroups({ withVirtual: false });

/** A game of any table by id, named as lists name it (virtual sports included). */
export function namedMinigame(id: number): NamedMinigame | undefined {
  const game = minigameGames.find((g) => g.id === id);
  if (game) return { id, nameKorean: game.nameKorean, title: `${providerNameOf(game.provider)} ${game.nameKorean}` };
  const link = sideMenuMinigameLinks.find((l) => l.id === id);
  return link && { id, nameKorean: link.nameKorean, title: link.nameKorean };
}
