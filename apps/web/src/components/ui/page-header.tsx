import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Text } from './text';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        pb: 1.5,
        mb: 2,
        borderBottom: 2,
        borderColor: 'primary.main',
      }}
    >
      <Text component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** A short figure beside the page's title: how many the list holds (총 12건). */
export function PageTotal({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
