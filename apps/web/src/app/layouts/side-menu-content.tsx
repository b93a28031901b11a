import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';

import {
  gamesOfProvider,
  minigamePath,
  minigameProviders,
  sideMenuMinigameLinks,
  type MinigameKind,
} from '@site/contracts/minigames';

import { Text } from '../../components/ui/text';
import { ActionButton } from '../../components/ui/action-button';
import { GameKindArt } from '../../components/ui/game-kind-art';
import { MessengerLinks } from '../../features/settings/components/messenger-links';
import { ko } from '../../i18n/ko';
import { koreaShortcuts, sportButtons, sportHref } from '../menu';
import { routePath } from '../routes';
import { MenuLink } from './nav-link';

function SectionTitle({ children }: { children: string }) {
  return (
    <Text
      component="h2"
      variant="overline"
      sx={{ display: 'block', color: 'primary.main', fontWeight: 700, px: 0.5, mt: 1 }}
    >
      {children}
    </Text>
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

/** A minigame's image button; the path is checked against the route table. */
function GameLink(props: { to: string; kind: MinigameKind; label: string; onClick?: () => void }) {
  return (
    <ActionButton component={MenuLink} to={routePath(props.to)} onClick={props.onClick} sx={gameButtonSx}>
      <GameKindArt kind={props.kind} size={26} />
      {props.label}
    </ActionButton>
  );
}

/**
 * The side menu of SPEC.md §2: Korean-style shortcuts and the minigame image buttons grouped by
 * provider. Shown beside the page on desktop and inside the drawer on mobile.
 */
export function SideMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
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

      <SectionTitle>{ko.sideMenu.sports}</SectionTitle>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5 }}>
        {sportButtons.map((sport) => (
          <ActionButton
            key={sport.sportId}
            compact
            variant="text"
            data-sport-id={sport.sportId}
            onClick={() => {
              onNavigate?.();
              void navigate(sportHref(sport));
            }}
            sx={{ minWidth: 0, px: 0.5, bgcolor: 'rgba(255,255,255,0.04)' }}
          >
            {sport.label}
          </ActionButton>
        ))}
      </Box>

      <SectionTitle>{ko.sideMenu.minigames}</SectionTitle>
      {minigameProviders.map((provider) => (
        <Box key={provider.key} component="section" aria-label={provider.nameKorean}>
          <Text variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
            {provider.nameKorean}
          </Text>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.25 }}>
            {gamesOfProvider(provider.key).map((game) => (
              <GameLink
                key={game.game}
                to={minigamePath(game)}
                kind={game.kind}
                label={game.nameKorean}
                onClick={onNavigate}
              />
            ))}
          </Box>
        </Box>
      ))}

      <SectionTitle>{ko.sideMenu.quickMinigames}</SectionTitle>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.25 }}>
        {sideMenuMinigameLinks.map((link) => (
          <GameLink
            key={link.slug}
            to={`/minigame/${link.slug}`}
            kind={link.kind}
            label={link.nameKorean}
            onClick={onNavigate}
          />
        ))}
      </Box>
      <SectionTitle>{ko.sideMenu.contact}</SectionTitle>
      <MessengerLinks />
    </Box>
  );
}
