import Box from '@mui/material/Box';

import { Text } from './text';
import { InboxIcon } from './icons';

export function EmptyState({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <InboxIcon sx={{ fontSize: 44, opacity: 0.5 }} />
      <Text variant="body2">{text}</Text>
    </Box>
  );
}
