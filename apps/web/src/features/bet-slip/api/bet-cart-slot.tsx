import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy } from 'react';

import { BREAKPOINT_DESKTOP } from '@site/contracts/constants';
import type { SlipMode } from '@site/contracts/rules/bet-slip';

import { DESKTOP_CART_WIDTH } from '../layout';

// The cart (its figures, stake field, sheet and calls) loads in its own chunk once a sports page
// shows it, never with the site's first page.
const DesktopCartPanel = lazy(() => import('../components/desktop-cart-panel'));
const MobileCartDock = lazy(() => import('../components/mobile-cart-dock'));

/**
 * Where a sports page shows the bet cart, beside its list: on desktop (≥ 1264 px) a sticky panel at
 * the right; on phones and tablets a dock above the footer that opens the cart as a sheet.
 */
export function BetCartSlot({ mode }: { mode: SlipMode }) {
  const desktop = useMediaQuery(`(min-width:${BREAKPOINT_DESKTOP}px)`, { noSsr: true });
  return (
    <Suspense fallback={desktop ? <Box sx={{ width: DESKTOP_CART_WIDTH, flexShrink: 0 }} /> : null}>
      {desktop ? <DesktopCartPanel mode={mode} /> : <MobileCartDock mode={mode} />}
    </Suspense>
  );
}
