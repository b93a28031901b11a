import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { memberAdminEndpoints } from '@site/contracts/endpoints/members';

import { call, endpointQuery } from '../../../lib/call';
import type { MemberUpdate } from '../rules/member-update';

// The online dots change as members come and go.
export const adminMembersQuery = endpointQuery(memberAdminEndpoints.members, {}, { refetchInterval: 30_000 });

export const useAdminMembers = () => useQuery(adminMembersQuery);

/** The start of a member's calls that are not endpoints yet (admin/money.ts). */
export const memberPath = (userId: string) => `admin/members/${encodeURIComponent(userId)}`;

/** The answer (the member as stored) replaces its row at once. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: MemberUpdate }) =>
      call(memberAdminEndpoints.update, { params: { userId }, body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminMembersQuery.queryKey, (members) =>
        members?.map((member) => (member.userId === saved.userId ? saved : member)),
      );
      return queryClient.invalidateQueries({ queryKey: adminMembersQuery.queryKey });
    },
  });
}

/** Ends that member's session. */
export function useLogoutMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(memberAdminEndpoints.logout, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMembersQuery.queryKey }),
  });
}
