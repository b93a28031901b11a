/** The attendance page's and the console tab's calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AttendanceSettingsInput } from '@site/contracts/api/attendance';
import { pathKey } from '@site/contracts/endpoint';
import { attendanceAdminEndpoints, attendanceEndpoints } from '@site/contracts/endpoints/attendance';

import { call, endpointQuery } from '../../../lib/call';

/** A month's calendar (YYYY-MM; the current Seoul month when undefined), per member. */
export const attendanceCalendarQuery = (month: string | undefined, scope: number | undefined) =>
  endpointQuery(attendanceEndpoints.calendar, { query: month ? { month } : {} }, { scope, staleTime: 0 });

export const checkInToday = () => call(attendanceEndpoints.checkIn, {});

export const calendarKey = pathKey(attendanceEndpoints.calendar);

export const useAdminAttendance = () =>
  useQuery(endpointQuery(attendanceAdminEndpoints.overview, {}, { refetchInterval: 15_000 }));

export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceSettingsInput) => call(attendanceAdminEndpoints.save, { body }),
    onSuccess: (answer) =>
      queryClient.setQueryData(endpointQuery(attendanceAdminEndpoints.overview, {}).queryKey, answer),
  });
}
