import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { attendanceCheckInMessage } from '@site/contracts/api/attendance';

import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koAttendance as t } from '../../../i18n/ko-attendance';
import { userFacingMessage } from '../../../lib/api-client';
import { currentUserKey, useCurrentUser } from '../../auth/api/session';
import { attendanceCalendarQuery, calendarKey, checkInToday } from '../api/attendance';
import { AttendanceCalendar } from '../components/attendance-calendar';
import { RewardTable } from '../components/reward-table';

/** /attendance: the month's calendar in Seoul time, the check-in button and the reward table. */
export default function AttendancePage() {
  return (
    <>
      <PageHeader title={ko.pages.attendance.title} />
      <Attendance />
    </>
  );
}

export function Attendance() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const checkIn = useMutation({
    mutationFn: checkInToday,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
      await showAlert(attendanceCheckInMessage(result));
    },
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  const pressing = checkIn.isPending;
  const query = useQuery(attendanceCalendarQuery(month, user?.id));
  const current = useQuery(attendanceCalendarQuery(undefined, user?.id));

  if (query.isError && !query.data) return <EmptyState text={userFacingMessage(query.error)} />;
  if (!query.data || !current.data) {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  const shown = query.data;
  const { streak, monthCount, checkedToday, minDeposit, rewards, today } = current.data;

  const press = () => {
    if (!pressing) checkIn.mutate();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Panel>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 2 }}>
          <Figure label={t.streak} value={t.days(streak)} />
          <Figure label={t.monthCount} value={t.days(monthCount)} />
        </Box>
        <AttendanceCalendar
          month={shown.month}
          today={today}
          checkedDays={shown.checkedDays}
          onMonth={(next) => setMonth(next === today.slice(0, 7) ? undefined : next)}
        />
        {minDeposit > 0 && (
          <Text variant="body2" sx={{ mt: 2, color: 'text.secondary', textAlign: 'center' }}>
            {t.condition(minDeposit.toLocaleString('ko-KR'))}
          </Text>
        )}
        <Button variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={pressing} onClick={press}>
          {checkedToday ? t.checkedToday : t.checkIn}
        </Button>
      </Panel>
      <Panel title={t.rewards}>
        <RewardTable rewards={rewards} />
      </Panel>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Text variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Text>
      <Text variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Text>
    </Box>
  );
}
