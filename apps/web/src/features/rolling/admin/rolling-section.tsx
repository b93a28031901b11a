import Box from '@mui/material/Box';

import { MemberRatesPanel } from './member-rates-panel';
import { RollingSettingsPanel } from './rolling-settings-form';
import { SettlementQueue } from './settlement-queue';

/** The console's 롤링 정산: the settlement queue, the rules and the referral rates, a member's own included. */
export function RollingSection() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <SettlementQueue />
      <RollingSettingsPanel />
      <MemberRatesPanel />
    </Box>
  );
}
