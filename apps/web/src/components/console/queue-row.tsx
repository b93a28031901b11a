import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One row of an operator's queue list: a status or summary on the left, its actions on the right, ruled off below. */
export function QueueRow({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {children}
    </Box>
  );
}
