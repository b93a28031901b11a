import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A card of rows under a tinted title band, the region named by its title. Unlike a Panel's padded
 * body, the rows run to the card's edges, each ruled off from the one above.
 */
export function ListCard({
  title,
  heading = title,
  children,
}: {
  title: string;
  /** what the band shows, when it is more than the title (a sport's name before a league's) */
  heading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Box
        component="h2"
        sx={{ m: 0, px: 1.5, py: 1, fontSize: 14, fontWeight: 700, bgcolor: 'rgba(184,144,103,0.08)' }}
      >
        {heading}
      </Box>
      {children}
    </Box>
  );
}
