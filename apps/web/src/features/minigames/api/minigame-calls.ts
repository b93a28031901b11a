/**
 * The minigame calls (SPEC.md §7 and contracts api/minigames.ts): the game's setting (maintenance),
 * its current round (minigame/events), its board, its drawn rounds, the member's bets in it, and
 * placing a bet. Types only from the contracts: their schemas (zod) stay out of the browser.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { Bet } from '@site/contracts/api/bets';
import { GAME_TYPE_MINIGAME } from '@site/contracts/api/bets-codes';
import type { PlaceMinigameBet } from '@site/contracts/api/minigames';
import { pathKey } from '@site/contracts/endpoint';
import { betEndpoints } from '@site/contracts/endpoints/bets';
import { minigameEndpoints } from '@site/contracts/endpoints/minigames';

import { ApiError } from '../../../lib/api-client';
import { call, endpointQuery } from '../../../lib/call';

const minigames = minigameEndpoints;

/**
 * GET /settingMinigame/:id. Asked again on every visit and never retried: a failure is an answer
 * here (SPEC.md §4 counts it as maintenance), not something to hide behind retries.
 */
export const settingQuery = (gameId: number) =>
  endpointQuery(minigames.setting, { params: { id: gameId } }, { staleTime: 0, gcTime: 0, retry: false });

/** GET minigame/events?gameId=&currentGame=1: a list whose first item is the current round. */
export const eventsQuery = (gameId: number) =>
  endpointQuery(minigames.events, { query: { gameId, currentGame: '1' } }, { staleTime: 0 });

/** GET /minigame/games/:id: the current round and the markets with their prices. */
export const boardQuery = (gameId: number) =>
  endpointQuery(minigames.board, { params: { id: gameId } }, { staleTime: 0 });

/** The recent results' page size; their first page also gives the stage its latest result. */
export const RESULTS_PAGE_SIZE = 10;

/** GET /minigame/games/:id/rounds?page=&size=: drawn rounds, newest first, with their proof. */
export const roundsQuery = (gameId: number, page: number, size: number) =>
  endpointQuery(
    minigames.rounds,
    { params: { id: gameId }, query: { page, size } },
    { placeholderData: keepPreviousData },
  );

export const MY_BETS_SIZE = 10;

/**
 * GET /bets?gameType=3&gameId=: the member's bets in this game, newest first. Under the bet
 * history's key (`/bets`), so a bet placed or settled anywhere refreshes it too.
 */
export const myBetsQuery = (gameId: number) =>
  queryOptions({
    ...endpointQuery(
      betEndpoints.page,
      { query: { gameType: GAME_TYPE_MINIGAME, gameId, page: 1, size: MY_BETS_SIZE } },
      { staleTime: 0 },
    ),
    select: (page): Bet[] => page.items.filter((bet) => bet.minigame?.gameId === gameId).sort((a, b) => b.id - a.id),
  });

/**
 * What the game page refreshes. Keys match by their leading parts: a board's path is the start of
 * its rounds' path, and `{ params }` matches every page of one game's rounds.
 */
export const minigameKeys = {
  /** every game's current rounds, boards with their drawn rounds, and settings */
  all: [pathKey(minigames.events), pathKey(minigames.board), pathKey(minigames.setting)],
  rounds: (gameId: number): readonly unknown[] => [...pathKey(minigames.rounds), { params: { id: gameId } }],
};

/** POST /minigame/bets: the stake is debited and the bet stored, or 409 when the price moved. */
export const placeMinigameBet = (request: PlaceMinigameBet): Promise<Bet> =>
  call(minigames.placeBet, { body: request });

/** A refusal because the price the member saw is no longer the price (409): its message. */
export const priceChangedMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 ? error.message : null;
