import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * One row of a ListCard's list: what it is on the left and its figure on the right, then a line
 * under each (when, a state), ruled off from the row above.
 */
export function ListRow({
  label,
  dense = false,
  centred = true,
  children,
}: {
  label?: string;
  dense?: boolean;
  /** each line's cells centred on each other; off, a taller cell's neighbour starts at the top */
  centred?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        listStyle: 'none',
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 0.25,
        columnGap: 1,
        alignItems: centred ? 'center' : undefined,
        fontSize: dense ? 13 : undefined,
      }}
    >
      {children}
    </Box>
  );
}
