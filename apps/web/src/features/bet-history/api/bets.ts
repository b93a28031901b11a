/** The member's bets (GET /bets) and their cancellation (POST /bets/:id/cancel). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { BetPage } from '@site/contracts/api/bets';

import { api } from '../../../lib/api-client';

export const BET_PAGE_SIZE = 10;

export interface BetListFilter {
  gameType: number | undefined;
  from: string;
  to: string;
  page: number;
}

export const betsKey = ['bets'] as const;

export const betPageQuery = (filter: BetListFilter) =>
  queryOptions({
    queryKey: [...betsKey, 'page', filter],
    queryFn: () =>
      api<BetPage>('bets', {
        query: { gameType: filter.gameType, from: filter.from, to: filter.to, page: filter.page, size: BET_PAGE_SIZE },
      }),
    // Settlement changes a bet while the page is open; the list catches up without a reload.
    staleTime: 0,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

/** Cancels a bet; the server refuses with a Korean message past the cut-off. */
export const cancelBet = (id: number) => api<unknown>(`bets/${id}/cancel`, { method: 'POST' });
