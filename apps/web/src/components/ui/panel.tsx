import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Text } from './text';

/** A titled card: the building block of the site's pages. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {title && (
        <Text component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Text>
      )}
      {children}
    </Box>
  );
}
