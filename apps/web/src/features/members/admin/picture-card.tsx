import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Panel } from '../../../components/ui/panel';

/**
 * One section of a member's page: a titled panel, and its line in place of the rows when it has none
 * (a quiet line, not the lists' big empty state: a page of eleven sections would be mostly icons).
 */
export function PictureCard({
  title,
  empty,
  children,
  wide = false,
}: {
  title: string;
  /** said instead of the children when set */
  empty?: string | false;
  children?: ReactNode;
  /** spans both columns of the wide page (the long lists) */
  wide?: boolean;
}) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Panel title={title}>
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          children
        )}
      </Panel>
    </Box>
  );
}

/** A card's facts as a definition list of FigureRows. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {children}
    </Box>
  );
}
