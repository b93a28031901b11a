import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Suspense, lazy, useEffect, useState } from 'react';

import { formatNumber } from '@site/contracts/rules/format';
import { singlesTotals, slipTotals, type CartBook } from '@site/contracts/rules/bet-slip';

import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { Odds } from '../../odds-format/exports/odds';
import { useLatch } from '../../../lib/use-latch';
import { useBetSlip } from '../store';
import { useCartSync } from './use-cart-sync';

// The sheet (MUI's drawer and modal, the cart with its stake field, ~10 KB) loads when the dock is
// first pressed, not with the book (docs/decisions/020).
const MobileCartSheet = lazy(() => import('./mobile-cart-sheet'));

/** The mobile footer's height (app/layouts/mobile-footer.tsx): the dock sits right above it. */
const FOOTER_HEIGHT = 60;
export const DOCK_HEIGHT = 52;
/**
 * Set while the dock shows, so that what floats above the footer (the scroll-to-top button) can
 * float above the dock too: `bottom: calc(60px + var(--bet-dock-height, 0px) + 16px)`.
 */
export const DOCK_HEIGHT_VARIABLE = '--bet-dock-height';

/**
 * Phone and tablet (< 1264 px): a dock above the footer with the pick count, the total odds and the
 * expected payout; pressing it opens the full cart in a sheet from the bottom.
 */
export default function MobileCartDock({ book }: { book: CartBook }) {
  const member = useCartSync();
  const [open, setOpen] = useState(false);
  const sheetWanted = useLatch(open);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(DOCK_HEIGHT_VARIABLE, `${DOCK_HEIGHT}px`);
    return () => {
      root.removeProperty(DOCK_HEIGHT_VARIABLE);
    };
  }, []);
  const { picks, stake, kind } = useBetSlip((state) => state.slips[book]);
  const rules = member.rules ?? { bonusOdds: [], maxPayout: Number.POSITIVE_INFINITY };
  // 단폴 has no one total price: the dock names the number of bets and what they pay if all win.
  const multi = slipTotals(picks, stake, rules);
  const singles = kind === 'singles' ? singlesTotals(picks, stake, rules) : null;
  const payout = singles ? singles.totalPayout : multi.expectedPayout;

  return (
    <>
      {/* Keeps the end of the page clear of the dock. */}
      <Box aria-hidden sx={{ height: DOCK_HEIGHT }} />
      <ButtonBase
        aria-label={`${koBetSlip.openCart} (${koBetSlip.pickCount(picks.length)})`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: FOOTER_HEIGHT,
          height: DOCK_HEIGHT,
          // Under the scroll-to-top button (speedDial), over the page.
          zIndex: (theme) => theme.zIndex.speedDial - 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          bgcolor: picks.length > 0 ? 'primary.main' : '#2a241d',
          color: picks.length > 0 ? 'primary.contrastText' : 'primary.light',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -4px 12px rgba(0,0,0,0.35)',
          // A button does not inherit the page's font by default; the site's font carries the Korean.
          fontFamily: 'inherit',
          fontSize: 14,
          fontWeight: 700,
        }}
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          {koBetSlip.bookTitle(book)}
          <Box
            component="span"
            data-testid="dock-count"
            sx={{
              minWidth: 22,
              height: 22,
              px: 0.75,
              borderRadius: 11,
              bgcolor: picks.length > 0 ? 'primary.contrastText' : 'primary.main',
              color: picks.length > 0 ? 'primary.main' : 'primary.contrastText',
              fontSize: 12,
              lineHeight: '22px',
            }}
          >
            {picks.length}
          </Box>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box component="span">
          {singles ? (
            `${koBetSlip.kinds.singles} ${koBetSlip.singlesCount(picks.length)}`
          ) : (
            <>
              {koBetSlip.dockOdds}{' '}
              <span data-testid="dock-odds">
                <Odds value={multi.totalOdds} />
              </span>
            </>
          )}
        </Box>
        <Box component="span" sx={{ fontWeight: 500 }}>
          {koBetSlip.dockPayout} {koBetSlip.won(formatNumber(payout))}
        </Box>
      </ButtonBase>
      {sheetWanted && (
        <Suspense fallback={null}>
          <MobileCartSheet book={book} member={member} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
