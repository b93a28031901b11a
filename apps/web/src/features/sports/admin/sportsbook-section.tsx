import Box from '@mui/material/Box';

import { BetLimitsPanel } from './bet-limits-panel';
import { CashOutPanel } from './cash-out-panel';
import { FeedPanel } from './feed-panel';
import { HedgingPanel } from './hedging-panel';
import { SportsSettingsPanel } from './sports-settings-panel';

/**
 * 스포츠 운영: the feed, the sportsbook's rules, cash-out's switches, the 양방 switches of every product and
 * each level's limits.
 */
export function SportsbookSection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FeedPanel />
      <SportsSettingsPanel />
      <CashOutPanel />
      <HedgingPanel />
      <BetLimitsPanel />
    </Box>
  );
}
