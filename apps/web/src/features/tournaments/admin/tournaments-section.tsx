import Box from '@mui/material/Box';

import { JackpotSettingsPanel } from './jackpot-settings-form';
import { TournamentCreateForm } from './tournament-create-form';
import { TournamentList } from './tournament-list';

/** The console's 토너먼트·잭팟 tab. */
export function TournamentsSection() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <JackpotSettingsPanel />
      <TournamentCreateForm />
      <TournamentList />
    </Box>
  );
}
