import Box from '@mui/material/Box';
import { Suspense, lazy, useState } from 'react';
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
import { openCalculator } from '../../features/bet-slip/exports/calculator-host';
import { ko } from '../../i18n/ko';
import { koCalculator } from '../../i18n/ko-bet-slip';
import { useCurrentUser } from '../../features/auth/api/session';
import { routePath } from '../routes';
import { sportButtons, sportHref } from '../side-menu';
import { sideMenu, type SiteEntry } from '../site-map';
import { entryProps } from './entry-action';
import { MenuLink } from './nav-link';

// A sport's locations and leagues (and their calls) load with the first sport opened.
const SportLocations = lazy(() => import('../../features/sports-menu/components/sport-locations'));

/**
 * SPEC.md §2's sport buttons: choosing a sport opens the Korean-style book for it and unfolds its
 * locations; a location unfolds its leagues. Every choice navigates with sport_id, flag,
 * location_id, league and time; a drawer closes once a league is chosen.
 */
function SportMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  // The sport of the page the site opened on starts unfolded.
  const [expanded, setExpanded] = useState(() => Number(new URLSearchParams(location.search).get('sport_id')));
  const sport = sportButtons.find((entry) => entry.sportId === expanded);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5 }}>
        {sportButtons.map((entry) => {
          const open = entry === sport;
          return (
            <ActionButton
              key={entry.sportId}
              compact
              data-sport-id={entry.sportId}
              aria-expanded={open}
              onClick={() => {
                setExpanded(open ? 0 : entry.sportId);
                if (!open) void navigate(sportHref(entry));
              }}
              sx={{
                minWidth: 0,
                px: 0.5,
                bgcolor: open ? '#b8906730' : '#ffffff0a',
                color: open ? 'primary.main' : '',
              }}
            >
              {entry.label}
            </ActionButton>
          );
        })}
      </Box>
      {sport && (
        <Suspense fallback={null}>
          <SportLocations
            key={sport.sportId}
            sport={sport}
            onChoose={(locationId, league) => {
              void navigate(sportHref(sport, { locationId, league: league ? String(league) : '' }));
              if (league) onNavigate?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

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

/** A row of outlined shortcut buttons sharing the width (the Korean-style books, the result pages). */
function ShortcutRow({
  entries,
  onNavigate,
  label,
}: {
  entries: readonly SiteEntry[];
  onNavigate?: () => void;
  /** names the row as a navigation landmark */
  label?: string;
}) {
  const user = useCurrentUser();
  return (
    <Box
      component={label ? 'nav' : 'div'}
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${entries.length}, 1fr)`, gap: 0.5 }}
    >
      {entries.map((entry) => (
        <ActionButton
          key={entry.path}
          {...entryProps(entry, user, { onNavigate })}
          variant="outlined"
          compact
          sx={{ minWidth: 0, px: 0.5 }}
        >
          {entry.label}
        </ActionButton>
      ))}
    </Box>
  );
}

/**
 * The side menu of SPEC.md §2: Korean-style shortcuts and the minigame image buttons grouped by
 * provider, its links the site map's (sideMenu). Shown beside the page on desktop and inside the
 * drawer on mobile, where the map above it lists the European book, in-play and the tracker already.
 */
export function SideMenuContent({ onNavigate, inDrawer = false }: { onNavigate?: () => void; inDrawer?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5 }}>
      <SectionTitle>{ko.sideMenu.koreaShortcuts}</SectionTitle>
      <ShortcutRow entries={sideMenu.koreaBooks} onNavigate={onNavigate} />

      <SectionTitle>{ko.sideMenu.sports}</SectionTitle>
      {!inDrawer && <ShortcutRow entries={sideMenu.liveSports} label={ko.sideMenu.liveSports} />}
      <SportMenu onNavigate={onNavigate} />

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
      <SectionTitle>{ko.sideMenu.results}</SectionTitle>
      <ShortcutRow entries={sideMenu.results} onNavigate={onNavigate} label={ko.sideMenu.results} />
      {/* The odds calculator (SPEC.md §2 "calculators"), also the bet cart's 계산기. */}
      <ActionButton
        variant="outlined"
        compact
        aria-haspopup="dialog"
        onClick={() => {
          onNavigate?.();
          openCalculator();
        }}
        sx={{ mt: 0.5, width: '100%' }}
      >
        {koCalculator.open}
      </ActionButton>
      <SectionTitle>{ko.sideMenu.contact}</SectionTitle>
      <MessengerLinks />
    </Box>
  );
}
