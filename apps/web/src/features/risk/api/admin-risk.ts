/** The 리스크 플래그 tab's calls: the flags, a resolution, a sweep run now. */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

import { RISK_FLAGS_PAGE_SIZE, type RiskFlagKind, type RiskFlagStatus } from '@site/contracts/api/admin-risk';
import { pathKey } from '@site/contracts/endpoint';
import { riskAdminEndpoints } from '@site/contracts/endpoints/risk';

import { call, endpointQuery } from '../../../lib/call';

export const riskFlagsQuery = (filter: { status: RiskFlagStatus; kind: RiskFlagKind | undefined; page: number }) =>
  endpointQuery(
    riskAdminEndpoints.flags,
    {
      query: {
        status: filter.status,
        page: filter.page,
        size: RISK_FLAGS_PAGE_SIZE,
        ...(filter.kind ? { kind: filter.kind } : {}),
      },
    },
    { placeholderData: keepPreviousData },
  );

/** A change of the flags (a resolution, a sweep's new ones): every list of them is fetched again. */
function useFlagsChange<V, R>(send: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathKey(riskAdminEndpoints.flags) }),
  });
}

export const useResolveRiskFlag = () =>
  useFlagsChange(({ id, note }: { id: number; note: string }) =>
    call(riskAdminEndpoints.resolve, { params: { id }, body: { note } }),
  );

export const useRiskSweep = () => useFlagsChange(() => call(riskAdminEndpoints.sweep, {}));
