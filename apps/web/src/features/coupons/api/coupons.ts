/** The coupon box's and the console tab's calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CouponIssueInput, CouponTargetQuery } from '@site/contracts/api/coupon-box';
import { pathKey } from '@site/contracts/endpoint';
import { couponAdminEndpoints, couponEndpoints } from '@site/contracts/endpoints/coupons';

import { call, endpointQuery } from '../../../lib/call';

/** The member's coupon box; `scope` is the member's id. */
export const couponBoxQuery = (scope: number | undefined) =>
  endpointQuery(couponEndpoints.box, {}, { scope, staleTime: 0 });

/** Every member's coupon box: invalidate it after a spin or a use. */
export const couponBoxKey = pathKey(couponEndpoints.box);

export const spendCoupon = (id: number) => call(couponEndpoints.use, { params: { id } });

/** How many members the issue would reach now (asked before the confirmation). */
export const countCouponTargets = (query: CouponTargetQuery) => call(couponAdminEndpoints.targetCount, { query });

export const useCouponIssues = () => useQuery(endpointQuery(couponAdminEndpoints.issues, {}));

export const useVouchers = () =>
  useQuery(endpointQuery(couponAdminEndpoints.vouchers, {}, { refetchInterval: 30_000 }));

export function useIssueCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponIssueInput) => call(couponAdminEndpoints.issue, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathKey(couponAdminEndpoints.issues) }),
  });
}

export function useFulfilVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, memo }: { id: number; memo: string }) =>
      call(couponAdminEndpoints.fulfil, { params: { id }, body: { memo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathKey(couponAdminEndpoints.vouchers) }),
  });
}
