import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

import { SCROLL_TO_TOP_THRESHOLD_PX } from '@site/contracts/constants';

import { IconAction } from '../../components/ui/action-button';
import { ArrowUpIcon } from '../../components/ui/icons';
import { ko } from '../../i18n/ko';
import { smoothScrollToTop } from '../../lib/smooth-scroll';
import { MOBILE_FOOTER_HEIGHT } from './mobile-footer';

const SIZE = 44;
const GAP = 16;

/**
 * What the button must never stand over: a price (the odds buttons mark theirs `data-price`) and
 * anything a feature marks `data-keep-clear` (a payout line, say). Over one of them it steps aside.
 */
const KEEP_CLEAR = '[data-price], [data-keep-clear]';

/**
 * Whether something to keep clear overlaps the button's box, by their boxes: a hit test at sample
 * points missed a price that overlapped by less than the points' spacing, and the button stood over it.
 */
function coversKeepClear(box: HTMLElement): boolean {
  const own = box.getBoundingClientRect();
  return [...document.querySelectorAll(KEEP_CLEAR)].some((element) => {
    const rect = element.getBoundingClientRect();
    return rect.left < own.right && rect.right > own.left && rect.top < own.bottom && rect.bottom > own.top;
  });
}

/** A list that changes under a still page (a live update, a page of results) is asked about this often. */
const RECHECK_MS = 1000;

/**
 * SPEC.md §2: appears once the page is scrolled past 20 px. On a phone it floats above the footer and
 * the bet cart's dock (which sets --bet-dock-height while it shows), the page ends with room for it,
 * so the last price or payout line scrolls clear of it, and it steps aside while a price is under it.
 */
export function ScrollToTopButton() {
  const [scrolled, setScrolled] = useState(false);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const past = window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
      setScrolled(past);
      // Hidden at the top of the page, the button covers nothing: no need to measure every price.
      setCovering(past && button.current !== null && coversKeepClear(button.current));
    };
    // Read at the next frame, not while the page's first render is committed: scrollY then forces
    // a layout inside that task (docs/decisions/020). Scrolls are read once a frame.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    const recheck = window.setInterval(() => {
      if (window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX) schedule();
    }, RECHECK_MS);
    return () => {
      window.clearInterval(recheck);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  const visible = scrolled && !covering;
  return (
    <>
      {/* The page's end, on a phone: room for the button, so that nothing ends under it. */}
      <Box aria-hidden sx={{ height: { xs: SIZE + GAP / 2, lg: 0 } }} />
      {/* The box that floats (and is asked what lies under it); the button inside it. */}
      <Box
        ref={button}
        data-testid="scroll-to-top"
        sx={{
          position: 'fixed',
          right: GAP,
          bottom: { xs: `calc(${MOBILE_FOOTER_HEIGHT + GAP}px + var(--bet-dock-height, 0px))`, lg: 24 },
          zIndex: 'speedDial',
          width: SIZE,
          height: SIZE,
          // Only opacity moves: its box stays put, so what lies under it is asked of the same place.
          transition: 'opacity 150ms',
          opacity: visible ? 1 : 0,
          visibility: visible ? 'visible' : 'hidden',
        }}
      >
        <IconAction
          aria-label={ko.common.backToTop}
          aria-hidden={!visible}
          tabIndex={visible ? 0 : -1}
          onClick={smoothScrollToTop}
          sx={{
            width: SIZE,
            height: SIZE,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 6,
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <ArrowUpIcon />
        </IconAction>
      </Box>
    </>
  );
}
