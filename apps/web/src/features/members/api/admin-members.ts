import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { memberAdminEndpoints } from '@site/contracts/endpoints/members-admin';

import { call, endpointQuery } from '../../../lib/call';
import type { MemberUpdate } from '../rules/member-update';

// The online dots change as members come and go.
export const adminMembersQuery = endpointQuery(memberAdminEndpoints.members, {}, { refetchInterval: 30_000 });

export const useAdminMembers = () => useQuery(adminMembersQuery);

/**
 * The members list and everything cached under it (each member's ledger and bank account): what a
 * change to a member's money or session makes stale.
 */
export const membersAndTheirDetailsKey = pathKey(memberAdminEndpoints.members);

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
      // The list and each member's details under it (the member's page shows the new level and lock).
      return queryClient.invalidateQueries({ queryKey: membersAndTheirDetailsKey });
    },
  });
}

/** Ends that member's session. */
export function useLogoutMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(memberAdminEndpoints.logout, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersAndTheirDetailsKey }),
  });
}
