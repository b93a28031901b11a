/** The 직원 관리 tab's calls: the staff list and its changes, and the refused console calls. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { STAFF_REFUSALS_PAGE_SIZE, type StaffCreate } from '@site/contracts/api/staff';
import { staffAdminEndpoints } from '@site/contracts/endpoints/staff';
import type { StaffRole } from '@site/contracts/staff';

import { call, endpointQuery } from '../../../lib/call';

export const staffListQuery = endpointQuery(staffAdminEndpoints.list, {});

export const useStaffList = () => useQuery(staffListQuery);

export const staffRefusalsQuery = (page: number) =>
  endpointQuery(
    staffAdminEndpoints.refusals,
    { query: { page, size: STAFF_REFUSALS_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/** A change of one account: the list is fetched again, so every row shows what the server holds. */
function useStaffChange<V>(send: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}

export const useCreateStaff = () => useStaffChange((body: StaffCreate) => call(staffAdminEndpoints.create, { body }));

export const useChangeStaffRole = () =>
  useStaffChange(({ id, staffRole }: { id: number; staffRole: StaffRole }) =>
    call(staffAdminEndpoints.changeRole, { params: { id }, body: { staffRole } }),
  );

export const useSuspendStaff = () =>
  useStaffChange(({ id, suspend }: { id: number; suspend: boolean }) =>
    call(suspend ? staffAdminEndpoints.suspend : staffAdminEndpoints.resume, { params: { id } }),
  );
