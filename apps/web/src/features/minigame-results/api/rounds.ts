/** GET /minigame/games/:id/rounds: one game's drawn rounds of a Seoul day, newest first, with their proof. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { MinigameRoundPage } from '@site/contracts/api/minigames';

import { api } from '../../../lib/api-client';

export const ROUND_PAGE_SIZE = 20;

export const roundPageQuery = (filter: { gameId: number; date: string; page: number; today: boolean }) =>
  queryOptions({
    queryKey: ['minigame', 'rounds', filter.gameId, filter.date, filter.page],
    queryFn: () =>
      api<MinigameRoundPage>(`minigame/games/${filter.gameId}/rounds`, {
        query: { date: filter.date, page: filter.page, size: ROUND_PAGE_SIZE },
      }),
    // Today's rounds keep being drawn while the page is open; a past day's list is final.
    refetchInterval: filter.today ? 20_000 : false,
    placeholderData: keepPreviousData,
  });
