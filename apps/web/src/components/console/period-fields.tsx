import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A period as the console edits it: two datetime-local values (Seoul time, as the form says). */
export interface PeriodDraft {
  startsAt: string;
  endsAt: string;
}

/**
 * The start and end of something an operator schedules (a tournament, an event): two date-time
 * fields with their labels kept above the value, side by side in the form's grid. `fieldOf` is the
 * form's (useSiteForm's textField), so a refused period shows on its field.
 */
export function PeriodFields({
  labels,
  fieldOf,
}: {
  labels: { startsAt: string; endsAt: string };
  fieldOf: (key: keyof PeriodDraft, label: string) => TextFieldProps;
}) {
  return (
    <>
      {(['startsAt', 'endsAt'] as const).map((key) => (
        <TextField
          key={key}
          {...fieldOf(key, labels[key])}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
