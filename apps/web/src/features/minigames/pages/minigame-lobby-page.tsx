import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { gamesOfProvider, minigamePath, minigameProviders } from '@site/contracts/minigames';

import { GameKindArt } from '../../../components/ui/game-kind-art';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';

/** /minigame: every provider's games as image buttons. */
export default function MinigameLobbyPage() {
  return (
    <>
      <PageHeader title={ko.pages.minigame.title} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {minigameProviders.map((provider) => (
          <Panel key={provider.key} title={provider.nameKorean}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)', xl: 'repeat(8, 1fr)' },
                gap: 1,
              }}
            >
              {gamesOfProvider(provider.key).map((game) => (
                <ButtonBase
                  key={game.game}
                  component={RouterLink}
                  to={minigamePath(game)}
                  sx={{ flexDirection: 'column', gap: 0.75, p: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}
                >
                  <GameKindArt kind={game.kind} size={48} />
                  <Typography variant="caption" sx={{ fontWeight: 700, textAlign: 'center' }}>
                    {game.nameKorean}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
          </Panel>
        ))}
      </Box>
    </>
  );
}
