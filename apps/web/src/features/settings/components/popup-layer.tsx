import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';

import type { Popup } from '@site/contracts/api/settings';

import { useSafeHtml } from '../../../lib/html';
import { koPopup } from '../../../i18n/ko';
import { isPopupVisible, popupZIndex, usePopupStore } from '../popup-store';

function PopupCard({ popup }: { popup: Popup }) {
  const html = useSafeHtml(popup.contents);
  const { close, hideForSixHours } = usePopupStore.getState();
  // Shown once its HTML is safe: the sanitiser may still be loading, and raw HTML is never rendered.
  if (html === null) return null;
  return (
    <Paper
      role="dialog"
      aria-label={koPopup.label}
      elevation={12}
      sx={{
        pointerEvents: 'auto',
        width: { xs: 'min(100%, 450px)', lg: popup.width },
        maxWidth: '100%',
        position: { xs: 'relative', lg: 'absolute' },
        left: { lg: popup.pcLeftLocation },
        top: { lg: popup.pcTopLocation },
        zIndex: popupZIndex(popup.sort),
        overflow: 'hidden',
        border: 1,
        borderColor: 'primary.main',
      }}
    >
      <Box
        sx={{ p: 2, maxHeight: '60vh', overflowY: 'auto', '& img': { maxWidth: '100%', height: 'auto' } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1, py: 0.5, bgcolor: '#111' }}>
        <Button size="small" color="inherit" onClick={() => hideForSixHours(popup.id)}>
          {koPopup.hideSixHours}
        </Button>
        <Button size="small" onClick={() => close(popup.id)}>
          {koPopup.close}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The operator's popups (SPEC.md §4): at their PC position on desktop, stacked in the middle of a
 * phone's screen, each dismissed on its own.
 */
export default function PopupLayer({ popups }: { popups: Popup[] }) {
  const hiddenUntil = usePopupStore((state) => state.hiddenUntil);
  const closed = usePopupStore((state) => state.closed);
  // Fixed when the layer mounts: a popup hidden for six hours comes back on a later visit, not mid-visit.
  const [now] = useState(() => Date.now());
  const visible = popups.filter((popup) => popup.popupFlg && isPopupVisible(popup.id, { hiddenUntil, closed }, now));
  if (visible.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        pointerEvents: 'none',
        display: { xs: 'flex', lg: 'block' },
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: { xs: 1.5, lg: 0 },
        overflowY: { xs: 'auto', lg: 'visible' },
      }}
    >
      {visible.map((popup) => (
        <PopupCard key={popup.id} popup={popup} />
      ))}
    </Box>
  );
}
