/** The member's bets and their cancellation. */
import { keepPreviousData } from '@tanstack/react-query';

import { SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import { betEndpoints } from '@site/contracts/endpoints/bets';
import { pathKey } from '@site/contracts/endpoint';

import { call, endpointQuery } from '../../../lib/call';

export const BET_PAGE_SIZE = 10;

export interface BetListFilter {
  gameType: number | undefined;
  from: string;
  to: string;
  page: number;
}

/** Every cached answer about the member's bets: their pages and single bets. */
export const betsKey = pathKey(betEndpoints.page);

export const betPageQuery = (filter: BetListFilter) =>
  endpointQuery(
    betEndpoints.page,
    { query: { gameType: filter.gameType, from: filter.from, to: filter.to, page: filter.page, size: BET_PAGE_SIZE } },
    // Settlement changes a bet while the page is open; the list catches up without a reload.
    { staleTime: 0, refetchInterval: 15_000, placeholderData: keepPreviousData },
  );

/** How many open bets the cart's 내 베팅 lists: a member rarely has more running at once. */
export const OPEN_BETS_SIZE = 20;

/**
 * The member's open bets, newest first, for the cart's 내 베팅: kept up to date like the history, so a
 * settled bet leaves the list without a reload.
 */
export const openBetsQuery = (memberId: number) =>
  endpointQuery(
    betEndpoints.page,
    { query: { status: SETTLEMENT_PENDING, page: 1, size: OPEN_BETS_SIZE } },
    { scope: memberId, staleTime: 0, refetchInterval: 15_000, placeholderData: keepPreviousData },
  );

/** Cancels a bet; the server refuses with a Korean message past the cut-off. */
export const cancelBet = (id: number) => call(betEndpoints.cancel, { params: { id } });
