import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { MANAGER_RANGE_MAX_DAYS } from '@site/contracts/api/manager';
import { DAY_MS, seoulToday } from '@site/contracts/clock';

import { DateInput } from '../../../components/ui/date-input';
import { koManager } from '../../../i18n/ko-manager';

/** This Seoul month so far, as the server's default. */
const thisMonth = () => {
  const to = seoulToday();
  return { from: `${to.slice(0, 8)}01`, to };
};

/** Within the server's limits: in order and at most 92 days, so a refused call is never made. */
export const isRangeValid = (from: string, to: string): boolean =>
  from <= to && (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 <= MANAGER_RANGE_MAX_DAYS;

/** A from-to range of Seoul days that opens on this month, and the fields that change it. */
export function useDayRange() {
  const [range, setRange] = useState(thisMonth);
  return { range, setRange, valid: isRangeValid(range.from, range.to) };
}

export function RangeFields({
  range,
  valid,
  onChange,
}: {
  range: { from: string; to: string };
  valid: boolean;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <DateInput
          label={koManager.range.from}
          value={range.from}
          max={range.to}
          onChange={(from) => onChange({ ...range, from })}
        />
        <span aria-hidden>~</span>
        <DateInput
          label={koManager.range.to}
          value={range.to}
          min={range.from}
          onChange={(to) => onChange({ ...range, to })}
        />
      </Box>
      {!valid && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {koManager.range.invalid}
        </Typography>
      )}
    </Box>
  );
}
