import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import {
  gamesOfProvider,
  minigamePath,
  minigameProviders,
  sideMenuMinigameLinks,
  type MinigameKind,
} from '@site/contracts/minigames';

import { GameKindArt } from '../../../components/ui/game-kind-art';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koMinigames } from '../../../i18n/ko-minigames';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)', xl: 'repeat(8, 1fr)' },
  gap: 1,
} as const;

function GameButton({ to, kind, name }: { to: string; kind: MinigameKind; name: string }) {
  return (
    <ButtonBase
      component={RouterLink}
      to={to}
      sx={{ flexDirection: 'column', gap: 0.75, p: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <GameKindArt kind={kind} size={48} />
      <Typography variant="caption" sx={{ fontWeight: 700, textAlign: 'center', wordBreak: 'keep-all' }}>
        {name}
      </Typography>
    </ButtonBase>
  );
}

/** /minigame: every provider's games as image buttons, then the side menu's own games. */
export default function MinigameLobbyPage() {
  return (
    <>
      <PageHeader title={ko.pages.minigame.title} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {minigameProviders.map((provider) => (
          <Panel key={provider.key} title={provider.nameKorean}>
            <Box sx={gridSx}>
              {gamesOfProvider(provider.key).map((game) => (
                <GameButton key={game.game} to={minigamePath(game)} kind={game.kind} name={game.nameKorean} />
              ))}
            </Box>
          </Panel>
        ))}
        <Panel title={koMinigames.lobbyShortcuts}>
          <Box sx={gridSx}>
            {sideMenuMinigameLinks.map((link) => (
              <GameButton key={link.slug} to={`/minigame/${link.slug}`} kind={link.kind} name={link.nameKorean} />
            ))}
          </Box>
        </Panel>
      </Box>
    </>
  );
}
