import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { Text } from './text';
import { InboxIcon } from './icons';

/**
 * A quiet centred notice where content would be: nothing to list (the default), or, with a title and an
 * icon, a place the viewer may not see (features/staff ForbiddenPanel, announced as an alert).
 */
export function EmptyState({
  text,
  title,
  icon = <InboxIcon sx={{ fontSize: 44, opacity: 0.5 }} />,
  alert = false,
}: {
  text: string;
  title?: string;
  icon?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Box
      role={alert ? 'alert' : 'status'}
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
      {icon}
      {title && (
        <Text variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {title}
        </Text>
      )}
      <Text variant="body2">{text}</Text>
    </Box>
  );
}
