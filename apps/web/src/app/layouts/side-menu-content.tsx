import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { gamesOfProvider, minigamePath, minigameProviders, sideMenuMinigameLinks } from '@site/contracts/minigames';

import { ActionButton } from '../../components/ui/action-button';
import { GameKindArt } from '../../components/ui/game-kind-art';
import { ko } from '../../i18n/ko';
import { koreaShortcuts } from '../menu';
import { routePath } from '../routes';
import { MenuLink } from './nav-link';

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography
      component="h2"
      variant="overline"
      sx={{ display: 'block', color: 'primary.main', fontWeight: 700, px: 0.5, mt: 1 }}
    >
      {children}
    </Typography>
  );
}

const gameButtonSx = {
  justifyContent: 'flex-start',
  gap: 1,
  px: 1,
  py: 0.5,
  color: 'text.primary',
  fontWeight: 500,
  fontSize: 13,
  minWidth: 0,
} as const;

/**
 * The side menu of SPEC.md §2: Korean-style shortcuts and the minigame image buttons grouped by
 * provider. Shown beside the page on desktop and inside the drawer on mobile.
 */
export function SideMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5 }}>
      <SectionTitle>{ko.sideMenu.koreaShortcuts}</SectionTitle>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5 }}>
        {koreaShortcuts.map((entry) => (
          <ActionButton
            key={entry.path}
            component={MenuLink}
            to={entry.path}
            onClick={onNavigate}
            variant="outlined"
            compact
            sx={{ minWidth: 0, px: 0.5 }}
          >
            {entry.label}
          </ActionButton>
        ))}
      </Box>

      <SectionTitle>{ko.sideMenu.minigames}</SectionTitle>
      {minigameProviders.map((provider) => (
        <Box key={provider.key} component="section" aria-label={provider.nameKorean}>
          <Typography variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
            {provider.nameKorean}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.25 }}>
            {gamesOfProvider(provider.key).map((game) => (
              <ActionButton
                key={game.game}
                component={MenuLink}
                to={routePath(minigamePath(game))}
                onClick={onNavigate}
                sx={gameButtonSx}
              >
                <GameKindArt kind={game.kind} size={26} />
                {game.nameKorean}
              </ActionButton>
            ))}
          </Box>
        </Box>
      ))}

      <SectionTitle>{ko.sideMenu.quickMinigames}</SectionTitle>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.25 }}>
        {sideMenuMinigameLinks.map((link) => (
          <ActionButton
            key={link.slug}
            component={MenuLink}
            to={routePath(`/minigame/${link.slug}`)}
            onClick={onNavigate}
            sx={gameButtonSx}
          >
            <GameKindArt kind={link.kind} size={26} />
            {link.nameKorean}
          </ActionButton>
        ))}
      </Box>
    </Box>
  );
}
