import Box from '@mui/material/Box';

import type { MinigameKind } from '@site/contracts/minigames';

import { ActionButton } from '../../components/ui/action-button';
import { GameKindArt } from '../../components/ui/game-kind-art';
import { useCurrentUser } from '../../features/auth/api/session';
import { ko } from '../../i18n/ko';
import { entryProps } from '../layouts/entry-action';
import { entries, homeTiles } from '../site-map';

/** Each tile's picture; what a tile does is its site-map entry's, as in every menu (issue 29). */
const art: Record<string, MinigameKind> = {
  [entries.korea.path]: 'virtual',
  [entries.europe.path]: 'virtual',
  [entries.inplay.path]: 'highlow',
  [entries.minigame.path]: 'powerball',
  [entries.casino.path]: 'baccarat',
  [entries.slot.path]: 'roulette',
};

export function QuickLinks() {
  const user = useCurrentUser();
  return (
    <Box
      component="nav"
      aria-label={ko.home.quickLinksTitle}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }, gap: 1 }}
    >
      {homeTiles.map((entry) => (
        <ActionButton
          key={entry.path}
          {...entryProps(entry, user)}
          variant="outlined"
          sx={{ flexDirection: 'column', gap: 0.75, py: 1.5, color: 'text.primary', bgcolor: 'background.paper' }}
        >
          <GameKindArt kind={art[entry.path] ?? 'virtual'} size={36} />
          {entry.label}
        </ActionButton>
      ))}
    </Box>
  );
}
