import Box from '@mui/material/Box';

import { CasinoRoundsPanel } from './casino-rounds-panel';
import { CasinoSwitchesPanel } from './casino-switches-panel';
import { StuckRoundsPanel } from './stuck-rounds-panel';

/** /admin?tab=casino: the aggregators' and vendors' switches, rounds left open, and every casino bet. */
export function CasinoSection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <CasinoSwitchesPanel />
      <StuckRoundsPanel />
      <CasinoRoundsPanel />
    </Box>
  );
}
