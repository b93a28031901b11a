import Box from '@mui/material/Box';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { CountBadge } from '../../components/ui/count-badge';
import { ActionButton, IconAction } from '../../components/ui/action-button';
import { BrandLogo } from '../../components/ui/brand-logo';
import { HeadsetIcon, MailIcon, MenuIcon, PersonIcon, SearchIcon } from '../../components/ui/icons';
import { openAuthDialog, useCurrentUser, useRequestJoin } from '../../features/auth/api/session';
import { useUnreadCount } from '../../features/messages/api/messages';
import { useUnreadInquiryCount } from '../../features/inquiries/exports/unread-inquiry-count';
import { NotificationBell } from '../../features/notifications/exports/notification-bell';
import { ko, koAuth } from '../../i18n/ko';
import { setViewportMode, storedViewportMode } from '../../lib/viewport';
import { useLatch } from '../../lib/use-latch';
import { activeMenuPath } from '../menu';
import { entries, topBar } from '../site-map';
import { entryProps } from './entry-action';
import { LazyMemberBar, LazyMobileMemberStrip } from './lazy-member-bar';
import { SearchBox } from './search-box';

function GuestButtons() {
  const requestJoin = useRequestJoin();
  return (
    <>
      <ActionButton variant="contained" compact onClick={() => openAuthDialog('login')}>
        {ko.common.login}
      </ActionButton>
      <ActionButton variant="outlined" compact onClick={() => void requestJoin()}>
        {ko.common.join}
      </ActionButton>
    </>
  );
}

/** On a phone the header keeps the inbox and the member's details; the strip below has the money. */
function MobileMemberActions() {
  const unread = useUnreadCount(true);
  const answers = useUnreadInquiryCount(true);
  return (
    <Box sx={{ display: { xs: 'flex', lg: 'none' }, alignItems: 'center', gap: 0.5 }}>
      <NotificationBell />
      <IconAction component={RouterLink} to={entries.message.path} aria-label={`${koAuth.inbox} ${unread}`}>
        <CountBadge count={unread}>
          <MailIcon />
        </CountBadge>
      </IconAction>
      {/* Only while an answer waits to be read: a badge, never a detour like the unread messages'. */}
      {answers > 0 && (
        <IconAction component={RouterLink} to={entries.customer.path} aria-label={koAuth.unreadAnswers(answers)}>
          <CountBadge count={answers}>
            <HeadsetIcon />
          </CountBadge>
        </IconAction>
      )}
      <IconAction aria-label={koAuth.userInfoTitle} onClick={() => openAuthDialog('userInfo')}>
        <PersonIcon />
      </IconAction>
    </Box>
  );
}

/**
 * SPEC.md §2: a phone switched to the PC layout (viewport 1607) gets its way back here, in the
 * desktop view; a desktop browser ignores the viewport, so it never sees this.
 */
function MobileViewToggle() {
  if (storedViewportMode() !== 'pc') return null;
  return (
    <ActionButton
      variant="text"
      compact
      onClick={() => setViewportMode('mobile')}
      sx={{ display: { xs: 'none', lg: 'inline-flex' } }}
    >
      {koAuth.mobileView}
    </ActionButton>
  );
}

// The panel (a popover with the whole site map) loads with the first click, out of the first page's code.
const SiteMapPanel = lazy(() => import('./site-map-panel').then((m) => ({ default: m.SiteMapPanel })));

/**
 * The PC's 전체 메뉴: the top bar has room for a dozen entries, so the whole site map (app/site-map.ts,
 * the same entries as the phone's drawer) opens under this button, its groups side by side.
 */
function SiteMapButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const wanted = useLatch(Boolean(anchor));
  return (
    <>
      <ActionButton
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto', py: 1.25, px: 1.75, borderRadius: 0, whiteSpace: 'nowrap', gap: 0.5, flexShrink: 0 }}
      >
        <MenuIcon sx={{ fontSize: 18 }} />
        {ko.siteMap.open}
      </ActionButton>
      {wanted && (
        <Suspense fallback={null}>
          <SiteMapPanel anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export function AppHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { pathname } = useLocation();
  const active = activeMenuPath(pathname, topBar);
  const user = useCurrentUser();
  // Phones have no room for the box in the bar: the icon opens it on a row of its own.
  const [phoneSearch, setPhoneSearch] = useState(false);
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: '#17171a', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: { xs: 56, lg: 64 } }}>
        <IconAction
          aria-label={ko.common.openMenu}
          onClick={onOpenDrawer}
          sx={{ display: { lg: 'none' }, color: 'primary.main' }}
        >
          <MenuIcon />
        </IconAction>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', textDecoration: 'none' }}>
          <BrandLogo />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: 2 }}>
          <SearchBox />
        </Box>
        <IconAction
          aria-label={koAuth.openSearch}
          aria-expanded={phoneSearch}
          onClick={() => setPhoneSearch((open) => !open)}
          sx={{ display: { lg: 'none' } }}
        >
          <SearchIcon />
        </IconAction>
        <MobileViewToggle />
        {user ? <LazyMemberBar user={user} /> : <GuestButtons />}
        {user && <MobileMemberActions />}
      </Box>
      {phoneSearch && (
        <Box sx={{ display: { lg: 'none' }, px: 2, pb: 1 }}>
          <SearchBox phone onSearched={() => setPhoneSearch(false)} />
        </Box>
      )}
      {user && <LazyMobileMemberStrip user={user} />}
      <Box
        component="nav"
        aria-label={ko.common.mainMenu}
        sx={{
          display: { xs: 'none', lg: 'flex' },
          px: 2,
          gap: 0.5,
          bgcolor: '#1e1a16',
          borderTop: 1,
          borderColor: 'divider',
          overflowX: 'auto',
        }}
      >
        {topBar.map((entry) => (
          <ActionButton
            key={entry.path}
            aria-current={entry.path === active ? 'page' : undefined}
            {...entryProps(entry, user)}
            sx={{
              py: 1.25,
              px: 1.75,
              borderRadius: 0,
              whiteSpace: 'nowrap',
              color: entry.path === active ? 'primary.main' : 'text.primary',
              borderBottom: 2,
              borderColor: entry.path === active ? 'primary.main' : 'transparent',
            }}
          >
            {entry.label}
          </ActionButton>
        ))}
        <SiteMapButton />
      </Box>
    </Box>
  );
}
