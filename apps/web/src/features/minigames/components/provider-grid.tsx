import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import { gamesOfProvider, minigamePath, minigameProviders } from '@site/contracts/minigames';

import { BareButton } from '../../../components/ui/action-button';
import { Text } from '../../../components/ui/text';
import { GameKindArt } from '../../../components/ui/game-kind-art';
import { ko } from '../../../i18n/ko';

/** One button per provider, to its first game. */
export function ProviderGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(6, 1fr)' },
        gap: 1,
      }}
    >
      {minigameProviders.map((provider) => {
        const games = gamesOfProvider(provider.key);
        const first = games[0];
        if (!first) return null;
        return (
          <BareButton
            key={provider.key}
            component={RouterLink}
            to={minigamePath(first)}
            sx={{
              justifyContent: 'flex-start',
              gap: 1.25,
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'rgba(255,255,255,0.03)',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <GameKindArt kind={first.kind} size={40} />
            <Box sx={{ textAlign: 'left', minWidth: 0 }}>
              <Text variant="body2" sx={{ fontWeight: 700 }} noWrap>
                {provider.nameKorean}
              </Text>
              <Text variant="caption" sx={{ color: 'text.secondary' }}>
                {ko.minigame.providerGames(games.length)}
              </Text>
            </Box>
          </BareButton>
        );
      })}
    </Box>
  );
}
