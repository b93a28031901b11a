import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { StaffNoteInput } from '@site/contracts/api/admin-member-picture';
import { memberPictureEndpoints } from '@site/contracts/endpoints/member-picture';

import { call, endpointQuery } from '../../../lib/call';

/**
 * A member's whole page. Its key sits under the members list's (admin/members/...), so whatever makes the
 * list and its details stale (a level, a lock, money moved) reloads the page too.
 */
export const memberPictureQuery = (userId: string) =>
  endpointQuery(memberPictureEndpoints.picture, { params: { userId } }, { refetchInterval: 30_000 });

export const useMemberPicture = (userId: string) => useQuery(memberPictureQuery(userId));

/** A staff note on the member; the page then lists it first, signed. */
export function useAddStaffNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: StaffNoteInput) => call(memberPictureEndpoints.addNote, { params: { userId }, body: note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberPictureQuery(userId).queryKey }),
  });
}
