import Box from '@mui/material/Box';

import { CountBadge } from '../ui/count-badge';

/** A console tab's name with what waits in it (inquiries, settlements) on its corner. */
export function CountTabLabel({ label, count }: { label: string; count: number }) {
  return (
    <CountBadge count={count}>
      {/* Room for the badge, which hangs over the label's right edge. */}
      <Box component="span" sx={{ pr: 1.25 }}>
        {label}
      </Box>
    </CountBadge>
  );
}
