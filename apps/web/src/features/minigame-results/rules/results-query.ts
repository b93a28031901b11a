/**
 * What /game_result/minigame shows, read from its address: the game (?game=, a game id) and the
 * Seoul day (?date=); the page (?page=) is read by lib/address-query.ts. Pure, so the page and its
 * tests agree on every fallback.
 */
import { minigameRoundGroups, type MinigameGroup, type NamedMinigame } from '@site/contracts/minigames';
import { isCalendarDay } from '@site/contracts/clock';
import { formatSeoul } from '@site/contracts/time';

export type ResultGame = NamedMinigame;
export type GameGroup = MinigameGroup;

/** The games with rounds, by provider, then the side menu's own games (contracts minigames.ts). */
export const gameGroups = minigameRoundGroups;

/** The page opens on the most played game, eos 파워볼 1분. */
export const DEFAULT_GAME_ID = 211;

const gameById = (id: number): ResultGame | undefined =>
  gameGroups.flatMap((group) => group.games).find((game) => game.id === id);

/** The game named by `?game=`, or the default one for anything that is not a game with rounds. */
export const gameFromQuery = (value: string | null): ResultGame => {
  const game = gameById(Number(value));
  const fallback = gameById(DEFAULT_GAME_ID);
  if (game) return game;
  if (!fallback) throw new Error(`game ${DEFAULT_GAME_ID} is missing from the minigame table`);
  return fallback;
};

/** The provider group a game stands in. */
export const groupOf = (game: ResultGame): GameGroup | undefined =>
  gameGroups.find((group) => group.games.some((candidate) => candidate.id === game.id));

/** Today's date in Seoul, whatever the machine's time zone. */
export const seoulDay = (now: number = Date.now()): string => formatSeoul(now, 'date');

/** The `?date=` when it is a real calendar day, else today in Seoul. */
export const dateFromQuery = (value: string | null, now: number = Date.now()): string =>
  isCalendarDay(value) ? value : seoulDay(now);
