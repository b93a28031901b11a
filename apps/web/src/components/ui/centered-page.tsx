import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A full-height column centred on the screen, for pages without the site's menus. */
export function CenteredPage({ children, textAlign }: { children: ReactNode; textAlign?: 'center' }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        textAlign,
      }}
    >
      {children}
    </Box>
  );
}
