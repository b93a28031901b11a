import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One figure of a summary list (a `dl`): its name at the left, its value at the right; `strong` for the total. */
export function FigureRow({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, fontSize: 13 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          textAlign: 'right',
          fontWeight: strong ? 700 : 500,
          color: strong ? 'primary.main' : 'text.primary',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
