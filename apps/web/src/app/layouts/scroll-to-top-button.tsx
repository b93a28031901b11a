import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';

import { SCROLL_TO_TOP_THRESHOLD_PX } from '@site/contracts/constants';

import { ArrowUpIcon } from '../../components/ui/icons';
import { ko } from '../../i18n/ko';
import { smoothScrollToTop } from '../../lib/smooth-scroll';
import { MOBILE_FOOTER_HEIGHT } from './mobile-footer';

/** SPEC.md §2: appears once the page is scrolled past 20 px. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={ko.common.backToTop}
        onClick={smoothScrollToTop}
        sx={{ position: 'fixed', right: 16, bottom: { xs: MOBILE_FOOTER_HEIGHT + 16, lg: 24 }, zIndex: 'speedDial' }}
      >
        <ArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
