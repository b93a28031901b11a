import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminLowerLimit } from '@site/contracts/api/admin-responsible-play';
import { memberPlayAdminEndpoints } from '@site/contracts/endpoints/member-play-admin';

import { call, endpointQuery } from '../../../lib/call';

const memberPlayQuery = (userId: string) =>
  endpointQuery(memberPlayAdminEndpoints.responsiblePlay, { params: { userId } });

/** A member's limits, breaks and verification state, as the console shows them. */
export const useMemberResponsiblePlay = (userId: string) => useQuery(memberPlayQuery(userId));

/** An operator lowers one of the member's limits (or sets one where none is); the answer is the new view. */
export function useLowerMemberLimit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminLowerLimit) =>
      call(memberPlayAdminEndpoints.lowerLimit, { params: { userId }, body: change }),
    onSuccess: (view) => queryClient.setQueryData(memberPlayQuery(userId).queryKey, view),
  });
}
