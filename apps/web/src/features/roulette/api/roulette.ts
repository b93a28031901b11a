/** The roulette's calls: the member's coupon counts and a spin (SPEC.md §7), and the console's settings. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { RouletteSettingsInput } from '@site/contracts/api/roulette';
import { rouletteCouponTypes, type RouletteWheel } from '@site/contracts/api/roulette-codes';
import { rouletteAdminEndpoints, rouletteEndpoints } from '@site/contracts/endpoints/roulette';

import { call, endpointQuery } from '../../../lib/call';

/** Always fetched afresh: opening a wheel and every spin refetch the counts (SPEC.md §4). */
export const rouletteCountsQuery = (memberId: number) =>
  endpointQuery(rouletteEndpoints.counts, { query: { memberId } }, { scope: memberId, staleTime: 0 });

/** One spin of `wheel` on the member's own coupon; answers the result code. */
export const spinRoulette = (memberId: number, wheel: RouletteWheel) =>
  call(rouletteEndpoints.spin, { body: { memberId, couponType: rouletteCouponTypes[wheel] } });

export const useAdminRoulette = () =>
  useQuery(endpointQuery(rouletteAdminEndpoints.overview, {}, { refetchInterval: 15_000 }));

export function useSaveRoulette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouletteSettingsInput) => call(rouletteAdminEndpoints.save, { body }),
    onSuccess: (answer) =>
      queryClient.setQueryData(endpointQuery(rouletteAdminEndpoints.overview, {}).queryKey, answer),
  });
}
