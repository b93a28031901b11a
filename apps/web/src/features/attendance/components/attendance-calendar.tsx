import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import { koreanWeekdays } from '@site/contracts/time';

import { Text } from '../../../components/ui/text';
import { koAttendance as t } from '../../../i18n/ko-attendance';

/** YYYY-MM a number of months after (or before) another. */
export function shiftMonth(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** The month's days in weeks starting on Sunday; null pads the first and last week. */
export function monthGrid(month: string): (string | null)[] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** A month of Seoul days, the checked ones marked, with buttons to the months before (and back). */
export function AttendanceCalendar({
  month,
  today,
  checkedDays,
  onMonth,
}: {
  month: string;
  today: string;
  checkedDays: readonly string[];
  onMonth: (month: string) => void;
}) {
  const checked = new Set(checkedDays);
  const isCurrent = month >= today.slice(0, 7);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label={t.previousMonth} size="small" onClick={() => onMonth(shiftMonth(month, -1))}>
          <Text component="span" aria-hidden sx={{ fontSize: 18, lineHeight: 1 }}>
            ‹
          </Text>
        </IconButton>
        <Text component="h3" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 110, textAlign: 'center' }}>
          {t.monthTitle(month)}
        </Text>
        <IconButton
          aria-label={t.nextMonth}
          size="small"
          disabled={isCurrent}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          <Text component="span" aria-hidden sx={{ fontSize: 18, lineHeight: 1 }}>
            ›
          </Text>
        </IconButton>
      </Box>
      <Box
        role="grid"
        aria-label={`${t.calendar} ${t.monthTitle(month)}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {koreanWeekdays.map((name, index) => (
          <Box key={name} role="columnheader" sx={{ textAlign: 'center' }}>
            <Text
              variant="caption"
              sx={{
                fontWeight: 700,
                color: index === 0 ? 'error.main' : index === 6 ? 'info.main' : 'text.secondary',
              }}
            >
              {name}
            </Text>
          </Box>
        ))}
        {monthGrid(month).map((day, index) =>
          day === null ? (
            <Box key={`pad-${index}`} aria-hidden />
          ) : (
            <DayCell key={day} day={day} checked={checked.has(day)} today={day === today} />
          ),
        )}
      </Box>
    </Box>
  );
}

function DayCell({ day, checked, today }: { day: string; checked: boolean; today: boolean }) {
  return (
    <Box
      role="gridcell"
      aria-label={t.dayLabel(day, checked, today)}
      data-checked={checked || undefined}
      aria-current={today ? 'date' : undefined}
      sx={{
        // Square on a phone; on a wide screen the columns stretch, so a fixed height keeps the rows short.
        aspectRatio: { xs: '1 / 1', md: 'auto' },
        height: { md: 64 },
        minHeight: 40,
        borderRadius: 1,
        border: 1,
        borderColor: today ? 'primary.main' : 'divider',
        borderWidth: today ? 2 : 1,
        bgcolor: checked ? 'primary.main' : 'transparent',
        color: checked ? 'primary.contrastText' : 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      <Text component="span" variant="body2" sx={{ fontWeight: today ? 700 : 400, lineHeight: 1.2 }}>
        {Number(day.slice(8, 10))}
      </Text>
      {checked && (
        <Text component="span" aria-hidden sx={{ fontSize: 11, fontWeight: 700, lineHeight: 1.2 }}>
          ✓ {t.checked}
        </Text>
      )}
    </Box>
  );
}
