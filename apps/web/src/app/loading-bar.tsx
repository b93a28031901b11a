import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

import { LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS } from '@site/contracts/constants';

import { ko } from '../i18n/ko';
import { useNavigationProgress } from './guards/navigation-progress';

/**
 * The top loading bar (SPEC.md §9): appears only when a navigation takes longer than 200 ms, so
 * quick ones don't flicker, and gives up after 5 s.
 */
export function LoadingBar() {
  const pending = useNavigationProgress((state) => state.pending > 0);
  const run = useNavigationProgress((state) => state.started);
  // A fresh run per navigation, so each one waits its own 200 ms.
  return pending ? <LoadingBarRun key={run} /> : null;
}

function LoadingBarRun() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const show = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    const giveUp = setTimeout(() => setVisible(false), LOADING_BAR_MAX_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, []);

  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label={ko.common.navigating}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          animation: `loading-bar ${LOADING_BAR_MAX_MS}ms cubic-bezier(0.1, 0.7, 0.2, 1) forwards`,
        },
        '@keyframes loading-bar': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.95)' } },
      }}
    />
  );
}
