import Box from '@mui/material/Box';

import { Panel } from '../../components/ui/panel';
import { ProviderGrid } from '../../features/minigames/components/provider-grid';
import { UpcomingGamesSlot } from '../../features/sports/exports/upcoming-games-slot';
import { JackpotBanner } from '../../features/tournaments/exports/jackpot-banner';
import { ko } from '../../i18n/ko';
import { HeroBanner } from '../home/hero-banner';
import { QuickLinks } from '../home/quick-links';

/** The top page: composes the offerings of every feature. */
export default function HomePage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <HeroBanner />
      <JackpotBanner />
      <QuickLinks />
      <Panel title={ko.home.minigamesTitle}>
        <ProviderGrid />
      </Panel>
      <Panel title={ko.home.upcomingTitle}>
        <UpcomingGamesSlot />
      </Panel>
    </Box>
  );
}
