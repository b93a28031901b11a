/** GET /minigame/games/:id/rounds: one game's drawn rounds of a Seoul day, newest first, with their proof. */
import { keepPreviousData } from '@tanstack/react-query';

import { minigameEndpoints } from '@site/contracts/endpoints/minigames';

import { endpointQuery } from '../../../lib/call';

export const ROUND_PAGE_SIZE = 20;

export const roundPageQuery = (filter: { gameId: number; date: string; page: number; today: boolean }) =>
  endpointQuery(
    minigameEndpoints.rounds,
    { params: { id: filter.gameId }, query: { date: filter.date, page: filter.page, size: ROUND_PAGE_SIZE } },
    // Today's rounds keep being drawn while the page is open; a past day's list is final.
    { refetchInterval: filter.today ? 20_000 : false, placeholderData: keepPreviousData },
  );
