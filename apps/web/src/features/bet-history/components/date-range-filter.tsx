import Box from '@mui/material/Box';

import { ActionButton } from '../../../components/ui/action-button';
import { DateInput } from '../../../components/ui/date-input';
import { koBetHistory } from '../../../i18n/ko-results';
import { matchingQuickRange, quickRange, type DateRange, type QuickRange } from '../rules/date-range';

const quickLabels: Record<QuickRange, string> = {
  today: koBetHistory.today,
  week: koBetHistory.week,
  month: koBetHistory.month,
};

/** From and to (Seoul days) with the 오늘 / 1주일 / 1개월 shortcuts. */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const t = koBetHistory;
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
            {quickLabels[kind]}
          </ActionButton>
        ))}
      </Box>
    </Box>
  );
}
