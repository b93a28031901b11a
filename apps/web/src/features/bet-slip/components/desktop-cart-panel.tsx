import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

import type { CartBook } from '@site/contracts/rules/bet-slip';

import { DESKTOP_CART_WIDTH } from '../layout';
import { CartViews } from './cart-views';
import { useCartSync } from './use-cart-sync';

/** Below the sticky header and menu row of the desktop layout (the side menu uses the same top). */
const STICKY_TOP = 124;
const BOTTOM_GAP = 16;

/**
 * Keeps the panel's bottom (the stake and 베팅하기) inside the window: until the page has scrolled
 * far enough for the panel to stick, its top is lower than STICKY_TOP, which CSS alone cannot know.
 */
function useFitToWindow() {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    let frame = 0;
    const fit = () => {
      frame = 0;
      const element = panel.current;
      if (!element) return;
      const top = Math.max(STICKY_TOP, element.getBoundingClientRect().top);
      element.style.maxHeight = `${Math.max(240, window.innerHeight - top - BOTTOM_GAP)}px`;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content loading above the panel moves it without a scroll.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return panel;
}

/** Desktop (≥ 1264 px): the cart stays in view at the right of the list while the page scrolls. */
export default function DesktopCartPanel({ book }: { book: CartBook }) {
  const member = useCartSync();
  const panel = useFitToWindow();
  return (
    <Box
      ref={panel}
      component="aside"
      sx={{
        width: DESKTOP_CART_WIDTH,
        flexShrink: 0,
        alignSelf: 'flex-start',
        position: 'sticky',
        top: STICKY_TOP,
        maxHeight: `calc(100vh - ${STICKY_TOP + BOTTOM_GAP}px)`,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <CartViews book={book} member={member} />
    </Box>
  );
}
