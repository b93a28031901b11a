import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy } from 'react';

import { BREAKPOINT_DESKTOP } from '@site/contracts/constants';
import type { CartBook } from '@site/contracts/rules/bet-slip';

import { DESKTOP_CART_WIDTH } from '../layout';

// The cart (its figures, stake field, sheet and calls) loads in its own chunk once a sports page
// shows it, never with the site's first page.
const DesktopCartPanel = lazy(() => import('../components/desktop-cart-panel'));
const MobileCartDock = lazy(() => import('../components/mobile-cart-dock'));

/**
 * Where a sports page shows its book's cart, beside its list: on desktop (≥ 1264 px) a sticky panel
 * at the right; on phones and tablets a dock above the footer that opens the cart as a sheet.
 */
export function BetCartSlot({ book }: { book: CartBook }) {
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  if (desktop) {
    return (
      <Suspense fallback={<Box sx={{ width: DESKTOP_CART_WIDTH, flexShrink: 0 }} />}>
        <DesktopCartPanel book={book} />
      </Suspense>
    );
  }
  // The build's prerendered frame (docs/decisions/021) cannot know the width and renders this branch:
  // at desktop widths CSS hides the dock and keeps the panel's column, as the app will show it.
  return (
    <>
      <Box sx={{ [`@media ${DESKTOP_QUERY}`]: { display: 'none' } }}>
        <Suspense fallback={null}>
          <MobileCartDock book={book} />
        </Suspense>
      </Box>
      <Box
        sx={{
          display: 'none',
          [`@media ${DESKTOP_QUERY}`]: { display: 'block', width: DESKTOP_CART_WIDTH, flexShrink: 0 },
        }}
      />
    </>
  );
}

const DESKTOP_QUERY = `(min-width:${BREAKPOINT_DESKTOP}px)`;
