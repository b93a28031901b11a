import TextField from '@mui/material/TextField';

/** A period as the console edits it: two datetime-local values (Seoul time, as the form says). */
export interface PeriodDraft {
  startsAt: string;
  endsAt: string;
}

/**
 * The start and end of something an operator schedules (a tournament, an event): two date-time
 * fields with their labels kept above the value, side by side in the form's grid.
 */
export function PeriodFields({
  value,
  labels,
  onChange,
}: {
  value: PeriodDraft;
  labels: { startsAt: string; endsAt: string };
  onChange: (key: keyof PeriodDraft, value: string) => void;
}) {
  return (
    <>
      {(['startsAt', 'endsAt'] as const).map((key) => (
        <TextField
          key={key}
          size="small"
          fullWidth
          type="datetime-local"
          label={labels[key]}
          value={value[key]}
          onChange={(event) => onChange(key, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
