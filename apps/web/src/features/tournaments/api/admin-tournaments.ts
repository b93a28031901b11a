/** The operator's 토너먼트·잭팟 tab. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { JackpotSettingsUpdate, TournamentInput } from '@site/contracts/api/admin-tournaments';
import { pathKey } from '@site/contracts/endpoint';
import { tournamentAdminEndpoints as admin } from '@site/contracts/endpoints/tournaments';

import { call, endpointQuery } from '../../../lib/call';

export const useAdminTournaments = () => useQuery(endpointQuery(admin.list, {}, { refetchInterval: 10_000 }));

export const useAdminStandings = (id: number) =>
  useQuery(endpointQuery(admin.standings, { params: { id } }, { refetchInterval: 10_000 }));

export const useJackpotSettings = () => useQuery(endpointQuery(admin.jackpotSettings, {}));

function useRefreshingMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The list and the standings under it, and the jackpot's settings: all small, asked again together.
    onSettled: () =>
      Promise.all(
        [admin.list, admin.jackpotSettings].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: pathKey(endpoint) }),
        ),
      ),
  });
}

export const useCreateTournament = () => useRefreshingMutation((body: TournamentInput) => call(admin.create, { body }));

export const useCancelTournament = () => useRefreshingMutation((id: number) => call(admin.cancel, { params: { id } }));

export const useSaveJackpotSettings = () =>
  useRefreshingMutation((body: JackpotSettingsUpdate) => call(admin.saveJackpotSettings, { body }));
