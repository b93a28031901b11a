import Box from '@mui/material/Box';
import { useLocation } from 'react-router';

import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { JackpotBanner } from '../../tournaments/exports/jackpot-banner';
import { CasinoLobby } from '../components/casino-lobby';
import { lobbyOfPath, lobbyPageKey } from '../rules/lobby-of-path';

/** /casino, /slot and their index_cx and index_vinus pages: the address says whose lobby of which product. */
export default function CasinoLobbyPage() {
  const lobby = lobbyOfPath(useLocation().pathname) ?? { aggregator: 'playfun', product: 'casino' };
  return (
    <Box>
      <PageHeader title={ko.pages[lobbyPageKey(lobby)].title} />
      {lobby.product === 'slot' && (
        <Box sx={{ mb: 1.5 }}>
          <JackpotBanner />
        </Box>
      )}
      <CasinoLobby key={`${lobby.aggregator}-${lobby.product}`} aggregator={lobby.aggregator} product={lobby.product} />
    </Box>
  );
}
