import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small count on a corner of its child, hidden at 0 (MUI's Badge is heavier than this needs). */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: -6,
            right: -10,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'error.main',
            color: '#fff',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}
