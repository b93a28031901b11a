/** The operator's casino calls: switches and levels, the casino bet list, stuck rounds and their rollback. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCasinoRoundQuery, AdminCasinoSettings, CasinoVendorSetting } from '@site/contracts/api/admin-casino';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import { casinoAdminEndpoints } from '@site/contracts/endpoints/casino-admin';
import { pathKey } from '@site/contracts/endpoint';

import { call, endpointQuery } from '../../../lib/call';

export const CASINO_ROUND_PAGE_SIZE = 20;
/** Rounds open this long are listed as stuck. */
export const STUCK_AFTER_MINUTES = 5;

const settingsQuery = endpointQuery(casinoAdminEndpoints.settings, {});
export const useCasinoSettings = () => useQuery(settingsQuery);

export const casinoRoundPageQuery = (query: AdminCasinoRoundQuery) =>
  endpointQuery(
    casinoAdminEndpoints.rounds,
    { query: { ...query, size: CASINO_ROUND_PAGE_SIZE } },
    { refetchInterval: 15_000, placeholderData: keepPreviousData },
  );

export const useStuckRounds = () =>
  useQuery(
    endpointQuery(
      casinoAdminEndpoints.stuckRounds,
      { query: { olderThanMinutes: STUCK_AFTER_MINUTES } },
      { refetchInterval: 30_000 },
    ),
  );

/** A saved switch answers every setting again: the cache takes it as it is. */
function useSaveSettings<Input>(send: (input: Input) => Promise<AdminCasinoSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}

export const useSetProduct = () =>
  useSaveSettings((input: { aggregator: CasinoAggregatorKey; product: CasinoProduct; enabled: boolean }) =>
    call(casinoAdminEndpoints.setProduct, {
      params: { aggregator: input.aggregator, product: input.product },
      body: { enabled: input.enabled },
    }),
  );

export const useSetVendor = () =>
  useSaveSettings((input: { aggregator: CasinoAggregatorKey; vendor: string } & CasinoVendorSetting) =>
    call(casinoAdminEndpoints.setVendor, {
      params: { aggregator: input.aggregator, vendor: input.vendor },
      body: { enabled: input.enabled, minLevel: input.minLevel },
    }),
  );

export function useRollbackRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(casinoAdminEndpoints.rollbackRound, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pathKey(casinoAdminEndpoints.stuckRounds) }),
        queryClient.invalidateQueries({ queryKey: pathKey(casinoAdminEndpoints.rounds) }),
      ]),
  });
}
