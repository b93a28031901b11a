import Box from '@mui/material/Box';

import type { RollingSummary } from '@site/contracts/api/rolling';

import { RollingKindTable } from './rolling-kind-table';
import { SettlePanel } from './settle-panel';

/** The rolling per kind beside the settlement request (under it on a phone). */
export function SummaryWithSettle({ summary }: { summary: RollingSummary }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <RollingKindTable summary={summary} />
      <SettlePanel summary={summary} />
    </Box>
  );
}
