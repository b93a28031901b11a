import Box from '@mui/material/Box';

import { shiftDay } from '@site/contracts/clock';
import { seoulWeekday } from '@site/contracts/time';

import { useAddressQuery } from '../../lib/address-query';
import { ActionButton } from './action-button';
import { DateInput } from './date-input';

export interface DayPickerLabels {
  date: string;
  previousDay: string;
  nextDay: string;
  today: string;
}

/** One Seoul day with 이전 날 / 다음 날 either side and a way back to today; no day after today has results. */
export function DayPicker({
  day,
  today,
  labels,
  onChange,
}: {
  day: string;
  today: string;
  labels: DayPickerLabels;
  onChange: (day: string) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={labels.date}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
    >
      <ActionButton
        variant="outlined"
        compact
        aria-label={labels.previousDay}
        onClick={() => onChange(shiftDay(day, -1))}
      >
        ‹ {labels.previousDay}
      </ActionButton>
      <DateInput label={labels.date} value={day} max={today} onChange={onChange} />
      {/* Noon in Seoul, so the weekday is the day's own whatever the zone. */}
      <Box component="span" aria-hidden sx={{ fontSize: 13, color: 'text.secondary' }}>
        ({seoulWeekday(`${day}T03:00:00Z`)})
      </Box>
      <ActionButton
        variant="outlined"
        compact
        aria-label={labels.nextDay}
        disabled={day >= today}
        onClick={() => onChange(shiftDay(day, 1))}
        sx={{ '&.Mui-disabled': { opacity: 0.4 } }}
      >
        {labels.nextDay} ›
      </ActionButton>
      {day < today && (
        <ActionButton variant="text" compact onClick={() => onChange(today)}>
          {labels.today}
        </ActionButton>
      )}
    </Box>
  );
}

/**
 * The day of a list kept in its address as ?date=, left out for today so that the plain address
 * always opens on today; another day starts the list again at its first page.
 */
export function AddressDayPicker({ day, today, labels }: { day: string; today: string; labels: DayPickerLabels }) {
  const [, setQuery] = useAddressQuery();
  return (
    <DayPicker
      day={day}
      today={today}
      labels={labels}
      onChange={(next) => setQuery({ date: next === today ? null : next, page: null })}
    />
  );
}
