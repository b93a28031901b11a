import Box from '@mui/material/Box';

import type { MinigameKind } from '@site/contracts/minigames';

import { ActionButton } from '../../components/ui/action-button';
import { GameKindArt } from '../../components/ui/game-kind-art';
import { requestBookWindow } from '../../features/sports-menu/book-window-store';
import { ko } from '../../i18n/ko';
import { MenuLink } from '../layouts/nav-link';
import type { MenuItem } from '../menu';
import { routePath } from '../routes';

const links: (MenuItem & { art: MinigameKind })[] = [
  { label: ko.nav.korea, path: routePath('/korea/cross'), art: 'virtual' },
  // SPEC.md §2: like the menu's entries, these open the confirmation and a new window.
  { label: ko.nav.europe, path: routePath('/europe'), art: 'virtual', bookWindow: 'EU' },
  { label: ko.nav.inplay, path: routePath('/inplay'), art: 'highlow', bookWindow: 'IN' },
  { label: ko.nav.minigame, path: routePath('/minigame'), art: 'powerball' },
  { label: ko.nav.casino, path: routePath('/casino'), art: 'baccarat' },
  { label: ko.nav.slot, path: routePath('/slot'), art: 'roulette' },
];

export function QuickLinks() {
  return (
    <Box
      component="nav"
      aria-label={ko.home.quickLinksTitle}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }, gap: 1 }}
    >
      {links.map((link) => (
        <ActionButton
          key={link.path}
          {...(link.bookWindow
            ? { onClick: () => requestBookWindow(link.bookWindow ?? 'EU'), 'aria-haspopup': 'dialog' as const }
            : { component: MenuLink, to: link.path })}
          variant="outlined"
          sx={{ flexDirection: 'column', gap: 0.75, py: 1.5, color: 'text.primary', bgcolor: 'background.paper' }}
        >
          <GameKindArt kind={link.art} size={36} />
          {link.label}
        </ActionButton>
      ))}
    </Box>
  );
}
