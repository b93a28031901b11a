import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminMember } from '@site/contracts/api/admin';

import { api } from '../../../lib/api-client';
import type { MemberUpdate } from '../rules/member-update';
import { adminKeys } from './keys';

export const adminMembersQuery = queryOptions({
  queryKey: adminKeys.members,
  queryFn: () => api<AdminMember[]>('admin/members'),
  // The online dots change as members come and go.
  refetchInterval: 30_000,
});

export const useAdminMembers = () => useQuery(adminMembersQuery);

export const memberPath = (userId: string) => `admin/members/${encodeURIComponent(userId)}`;

/** PUT admin/members/:userId; the answer (the member as stored) replaces its row at once. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: MemberUpdate }) =>
      api<AdminMember>(memberPath(userId), { method: 'PUT', body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.members, (members: AdminMember[] | undefined) =>
        members?.map((member) => (member.userId === saved.userId ? saved : member)),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.members });
    },
  });
}

/** POST admin/members/:userId/logout ends that member's session. */
export function useLogoutMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<{ ok: true }>(`${memberPath(userId)}/logout`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
