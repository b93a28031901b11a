import Box from '@mui/material/Box';

import { matchingQuickRange, quickRange, type DateRange } from '../../lib/date-range';
import { ActionButton } from './action-button';
import { DateInput } from './date-input';

/** The filter's words: its group's name, the two ends' and the shortcuts' (오늘, 1주일, 1개월). */
export interface DateRangeLabels {
  dateRange: string;
  from: string;
  to: string;
  today: string;
  week: string;
  month: string;
}

/** From and to (Seoul days) with the 오늘 / 1주일 / 1개월 shortcuts; the bet and money histories share it. */
export function DateRangeFilter({
  range,
  labels: t,
  onChange,
}: {
  range: DateRange;
  labels: DateRangeLabels;
  onChange: (range: DateRange) => void;
}) {
  const chosen = matchingQuickRange(range);
  return (
    <Box role="group" aria-label={t.dateRange} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
        <DateInput
          label={t.from}
          value={range.from}
          max={range.to}
          fullWidth
          onChange={(from) => onChange({ ...range, from })}
        />
        <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
          ~
        </Box>
        <DateInput
          label={t.to}
          value={range.to}
          min={range.from}
          fullWidth
          onChange={(to) => onChange({ ...range, to })}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {(['today', 'week', 'month'] as const).map((kind) => (
          <ActionButton
            key={kind}
            compact
            variant={chosen === kind ? 'contained' : 'outlined'}
            aria-pressed={chosen === kind}
            onClick={() => onChange(quickRange(kind))}
          >
            {t[kind]}
          </ActionButton>
        ))}
      </Box>
    </Box>
  );
}
