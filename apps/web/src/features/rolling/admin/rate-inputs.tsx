import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { rollingKindLabels, rollingKinds, type RollingKind } from '@site/contracts/api/rolling';

/** The six per-kind rates typed as percent, side by side on a PC and two a row on a phone. */
export function RateInputs({
  field,
  disabled,
}: {
  /** a kind's field: the form's props for it (its value, handlers and message) */
  field: (kind: RollingKind, label: string) => TextFieldProps;
  disabled: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        py: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {rollingKinds.map((kind) => (
        <TextField
          key={kind}
          {...field(kind, rollingKindLabels[kind])}
          disabled={disabled}
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      ))}
    </Box>
  );
}
