/** The lobby of one aggregator and product, and the member's favourites (contracts endpoints/casino.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CasinoFavourite, CasinoLobby } from '@site/contracts/api/casino';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';

import { call, endpointQuery } from '../../../lib/call';
import { useCurrentUser, useIsLoggedIn } from '../../auth/api/session';

const lobbyQuery = (aggregator: CasinoAggregatorKey, product: CasinoProduct, scope: string | number) =>
  endpointQuery(casinoEndpoints.lobby, { query: { aggregator, product } }, { scope, staleTime: 30_000 });

/**
 * The lobby as this visitor sees it: a member's answer carries their favourites and only the vendors
 * of their level, so it is kept apart from a guest's (and from another member's) by the member's id.
 */
export function useCasinoLobby(aggregator: CasinoAggregatorKey, product: CasinoProduct) {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const scope = user?.id ?? 'guest';
  // A member's lobby waits for the member's record (at once after a login), so it is asked for once.
  const query = useQuery({ ...lobbyQuery(aggregator, product, scope), enabled: !loggedIn || user !== null });
  return { ...query, scope };
}

const withFavourite = (lobby: CasinoLobby, { gameCode, favourite }: CasinoFavourite): CasinoLobby => ({
  ...lobby,
  games: lobby.games.map((game) => (game.code === gameCode ? { ...game, favourite } : game)),
});

/**
 * Marks or unmarks a game: the heart turns at once and turns back if the server refuses, since a
 * member tapping hearts down a list should not wait for each answer.
 */
export function useSetFavourite(aggregator: CasinoAggregatorKey, product: CasinoProduct, scope: string | number) {
  const queryClient = useQueryClient();
  const { queryKey } = lobbyQuery(aggregator, product, scope);
  return useMutation({
    mutationFn: (change: CasinoFavourite) => call(casinoEndpoints.setFavourite, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, withFavourite(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
  });
}
