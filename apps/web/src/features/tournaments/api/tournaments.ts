/** The tournament pages' and the jackpot banner's calls. */
import { queryOptions } from '@tanstack/react-query';

import type { CasinoProduct } from '@site/contracts/casino';
import { endpointKey } from '@site/contracts/endpoint';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';
import { tournamentEndpoints } from '@site/contracts/endpoints/tournaments';

import { call, endpointQuery } from '../../../lib/call';

/** How often the tournaments (and their leaderboards) and the jackpot are asked again. */
export const LEADERBOARD_POLL_MS = 5_000;
export const JACKPOT_POLL_MS = 5_000;

/** Asked each time a tournament page opens (SPEC.md §5). */
export const eventSlotQuery = endpointQuery(casinoEndpoints.eventSlotSetting, {}, { staleTime: 0, retry: false });

/**
 * A product's tournaments, stamped with when the answer arrived (performance.now()), so countdowns
 * run from the server's seconds (lib/countdown.ts). `scope`: the member, whose own rows differ.
 */
export const tournamentListQuery = (product: CasinoProduct, scope: number | undefined) => {
  const input = { query: { product } };
  return queryOptions({
    queryKey: endpointKey(tournamentEndpoints.list, input, scope),
    queryFn: async () => ({ ...(await call(tournamentEndpoints.list, input)), heardAt: performance.now() }),
    refetchInterval: LEADERBOARD_POLL_MS,
  });
};

export const tournamentDetailQuery = (id: number, scope: number | undefined) =>
  endpointQuery(tournamentEndpoints.detail, { params: { id } }, { scope, refetchInterval: LEADERBOARD_POLL_MS });

export const joinTournament = (id: number) => call(tournamentEndpoints.join, { params: { id } });

export const jackpotQuery = endpointQuery(tournamentEndpoints.jackpot, {}, { refetchInterval: JACKPOT_POLL_MS });
