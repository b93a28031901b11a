import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';

/** One field and its add button on one line, above an operator list (IP blocks, reserved words). */
export function InlineAddForm({
  onSubmit,
  busy,
  label,
  busyLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** the field */
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2, maxWidth: 520 }}
    >
      {children}
      <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
        {busy ? busyLabel : label}
      </Button>
    </Box>
  );
}
