/** The console's 롤링 정산: the settlement queue and its decisions, the rules, a member's referral rates. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { RollingRates, RollingSettings, SettlementStatus } from '@site/contracts/api/rolling';
import { pathKey } from '@site/contracts/endpoint';
import { rollingAdminEndpoints } from '@site/contracts/endpoints/rolling';

import { call, endpointQuery } from '../../../lib/call';

const api = rollingAdminEndpoints;
const queueKey = pathKey(api.settlements);
const settingsQuery = endpointQuery(api.settings, {});

export const useSettlementQueue = (status: SettlementStatus | undefined, page: number) =>
  useQuery({
    ...endpointQuery(api.settlements, { query: status ? { status, page } : { page } }),
    placeholderData: keepPreviousData,
  });

/** Polled while the console is open, so the tab's count follows new requests. */
export const usePendingSettlements = (): number =>
  useQuery({
    ...endpointQuery(api.settlements, { query: { status: 'pending', page: 1, size: 1 } }),
    refetchInterval: 30_000,
  }).data?.pendingCount ?? 0;

/** Approves, or refuses with a reason; the queue and its count are asked again either way. */
export function useDecideSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? call(api.approve, { params: { id } })
        : call(api.refuse, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

export const useRollingSettings = () => useQuery(settingsQuery);

export function useSaveRollingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RollingSettings) => call(api.saveSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
}

/** A member's rates, once an operator asked for a login id. */
export const useMemberRates = (userId: string | null) =>
  useQuery({ ...endpointQuery(api.memberRates, { params: { userId: userId ?? '' } }), enabled: userId !== null });

/** Saves a member's own rates, or with null puts them back on the settings' referral rates. */
export function useSaveMemberRates(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: RollingRates | null) => call(api.saveMemberRates, { params: { userId }, body: { rates } }),
    onSuccess: (saved) =>
      queryClient.setQueryData(endpointQuery(api.memberRates, { params: { userId } }).queryKey, saved),
  });
}
