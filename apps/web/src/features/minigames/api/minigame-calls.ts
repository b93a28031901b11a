/**
 * The minigame calls (SPEC.md §7 and contracts api/minigames.ts): the game's setting (maintenance),
 * its current round (minigame/events), its board, its drawn rounds, the member's bets in it, and
 * placing a bet. Types only from the contracts: their schemas (zod) stay out of the browser.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { Bet, BetPage } from '@site/contracts/api/bets';
import { GAME_TYPE_MINIGAME } from '@site/contracts/api/bets-codes';
import type {
  MinigameBoard,
  MinigameRound,
  MinigameRoundPage,
  MinigameSetting,
  PlaceMinigameBet,
} from '@site/contracts/api/minigames';

import { ApiError, api } from '../../../lib/api-client';

export const minigameKeys = {
  all: ['minigame'] as const,
  setting: (gameId: number) => ['minigame', gameId, 'setting'] as const,
  events: (gameId: number) => ['minigame', gameId, 'events'] as const,
  board: (gameId: number) => ['minigame', gameId, 'board'] as const,
  rounds: (gameId: number) => ['minigame', gameId, 'rounds'] as const,
  /** under the bet history's key, so a bet placed or settled anywhere refreshes it too */
  myBets: (gameId: number) => ['bets', 'minigame', gameId] as const,
};

/**
 * GET /settingMinigame/:id. Asked again on every visit and never retried: a failure is an answer
 * here (SPEC.md §4 counts it as maintenance), not something to hide behind retries.
 */
export const settingQuery = (gameId: number) =>
  queryOptions({
    queryKey: minigameKeys.setting(gameId),
    queryFn: () => api<MinigameSetting | null>(`settingMinigame/${gameId}`),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** GET minigame/events?gameId=&currentGame=1: a list whose first item is the current round. */
export const eventsQuery = (gameId: number) =>
  queryOptions({
    queryKey: minigameKeys.events(gameId),
    queryFn: () => api<MinigameRound[]>('minigame/events', { query: { gameId, currentGame: 1 } }),
    staleTime: 0,
  });

/** GET /minigame/games/:id: the current round and the markets with their prices. */
export const boardQuery = (gameId: number) =>
  queryOptions({
    queryKey: minigameKeys.board(gameId),
    queryFn: () => api<MinigameBoard>(`minigame/games/${gameId}`),
    staleTime: 0,
  });

/** The recent results' page size; their first page also gives the stage its latest result. */
export const RESULTS_PAGE_SIZE = 10;

/** GET /minigame/games/:id/rounds?page=&size=: drawn rounds, newest first, with their proof. */
export const roundsQuery = (gameId: number, page: number, size: number) =>
  queryOptions({
    queryKey: [...minigameKeys.rounds(gameId), page, size],
    queryFn: () => api<MinigameRoundPage>(`minigame/games/${gameId}/rounds`, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });

export const MY_BETS_SIZE = 10;

/** GET /bets?gameType=3&gameId=: the member's bets in this game, newest first. */
export const myBetsQuery = (gameId: number) =>
  queryOptions({
    queryKey: minigameKeys.myBets(gameId),
    queryFn: () =>
      api<BetPage>('bets', { query: { gameType: GAME_TYPE_MINIGAME, gameId, page: 1, size: MY_BETS_SIZE } }),
    select: (page: BetPage): Bet[] =>
      page.items.filter((bet) => bet.minigame?.gameId === gameId).sort((a, b) => b.id - a.id),
    staleTime: 0,
  });

/** POST /minigame/bets: the stake is debited and the bet stored, or 409 when the price moved. */
export const placeMinigameBet = (request: PlaceMinigameBet): Promise<Bet> =>
  api<Bet>('minigame/bets', { method: 'POST', body: request });

/** A refusal because the price the member saw is no longer the price (409): its message. */
export const priceChangedMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 ? error.message : null;
