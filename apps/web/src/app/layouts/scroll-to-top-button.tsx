import { useEffect, useState } from 'react';

import { SCROLL_TO_TOP_THRESHOLD_PX } from '@site/contracts/constants';

import { IconAction } from '../../components/ui/action-button';
import { ArrowUpIcon } from '../../components/ui/icons';
import { ko } from '../../i18n/ko';
import { smoothScrollToTop } from '../../lib/smooth-scroll';
import { MOBILE_FOOTER_HEIGHT } from './mobile-footer';

/** SPEC.md §2: appears once the page is scrolled past 20 px. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    // Read at the next frame, not while the page's first render is committed: scrollY then forces
    // a layout inside that task (docs/decisions/020).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <IconAction
      aria-label={ko.common.backToTop}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={smoothScrollToTop}
      sx={{
        position: 'fixed',
        right: 16,
        // The bet cart's dock (sports pages, phones) sets --bet-dock-height while it shows; stay above it.
        bottom: { xs: `calc(${MOBILE_FOOTER_HEIGHT + 16}px + var(--bet-dock-height, 0px))`, lg: 24 },
        zIndex: 'speedDial',
        width: 44,
        height: 44,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 6,
        '&:hover': { bgcolor: 'primary.dark' },
        transition: 'opacity 150ms, transform 150ms',
        opacity: visible ? 1 : 0,
        transform: visible ? 'scale(1)' : 'scale(0.6)',
        visibility: visible ? 'visible' : 'hidden',
      }}
    >
      <ArrowUpIcon />
    </IconAction>
  );
}
