import Box from '@mui/material/Box';
import { Suspense, lazy, useState } from 'react';

import { isDesktop, useIsDesktop } from '../../lib/use-desktop';
import { useLatch } from '../../lib/use-latch';
import { Outlet } from 'react-router';

import { SIDE_MENU_WIDTH } from '@site/contracts/constants';

import { ko } from '../../i18n/ko';
import { AppHeader } from './app-header';
import { PopupHost } from '../../features/settings/components/popup-host';
import { CasinoLaunchHost } from '../../features/casino/components/casino-launch-host';
import { RouletteHost } from '../../features/roulette/components/roulette-host';
import { CalculatorHost } from '../../features/bet-slip/exports/calculator-host';
import { SearchResultsSlot } from '../../features/search/exports/search-results-slot';
import { NotificationHost } from '../../features/notifications/exports/notification-host';
import { RealityCheckHost } from '../../features/responsible-play/exports/reality-check-host';
import { OddsFormatHost } from '../../features/odds-format/exports/odds-format-host';
import { NewsMarquee } from './news-marquee';
import { MobileFooter } from './mobile-footer';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';

// The drawer (with its modal, focus trap and slide) is only needed once a phone user opens it, so
// it stays out of the code the first page waits for.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

// The side menu shows from the desktop breakpoint on; a phone reaches it through the drawer. A desktop
// starts loading it with the app, so it is in before the first page replaces the prerendered frame.
const loadSideMenu = () => import('./side-menu-content').then((m) => ({ default: m.SideMenuContent }));
const SideMenuContent = lazy(loadSideMenu);
if (typeof window !== 'undefined' && isDesktop()) void loadSideMenu();

/** SPEC.md §2's main layout: app bar and menu, marquee, side menu on desktop, the footer, the phone's bar of five. */
export function MainLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useLatch(drawerOpen);
  const openDrawer = () => setDrawerOpen(true);
  const desktop = useIsDesktop();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader onOpenDrawer={openDrawer} />
      <NewsMarquee />
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flex: 1, alignItems: 'flex-start' }}>
        <Box
          component="aside"
          aria-label={ko.common.sideMenu}
          sx={{
            display: { xs: 'none', lg: 'block' },
            width: SIDE_MENU_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 112,
            maxHeight: 'calc(100vh - 112px)',
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {desktop && (
            <Suspense fallback={null}>
              <SideMenuContent />
            </Suspense>
          )}
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, md: 3 }, pb: { xs: 3, lg: 4 } }}>
          <SearchResultsSlot />
          <Outlet />
        </Box>
      </Box>
      <SiteFooter />
      <MobileFooter />
      <ScrollToTopButton />
      <PopupHost />
      <CasinoLaunchHost />
      <RouletteHost />
      <CalculatorHost />
      <NotificationHost />
      <RealityCheckHost />
      <OddsFormatHost />
    </Box>
  );
}
