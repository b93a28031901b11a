import Box from '@mui/material/Box';
import { useEffect } from 'react';

import { ko } from '../../i18n/ko';
import { BareButton, IconAction } from './action-button';
import { BellIcon, CloseIcon } from './icons';
import { dismissToast, toneColours, useToasts, type SiteToast } from './toasts';

/** How long a toast stays: long enough to read a line twice; the bell keeps notifications afterwards. */
export const TOAST_MS = 7_000;

function ToastLines({ toast }: { toast: SiteToast }) {
  return (
    <Box component="span" sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 700, wordBreak: 'keep-all' }}>
        {toast.title}
      </Box>
      {toast.detail && (
        <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary', whiteSpace: 'pre-line' }}>
          {toast.detail}
        </Box>
      )}
    </Box>
  );
}

const bodySx = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'flex-start',
  gap: 1,
  p: 1.5,
  pr: 0,
  textAlign: 'left',
  fontFamily: 'inherit',
  fontSize: 14,
  lineHeight: 1.5,
} as const;

function Toast({ toast }: { toast: SiteToast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.key), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.key]);
  const { onOpen } = toast;
  const body = (
    <>
      <BellIcon sx={{ fontSize: 20, color: 'primary.main', mt: 0.125 }} />
      <ToastLines toast={toast} />
    </>
  );
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        bgcolor: '#26221d',
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: toneColours[toast.tone],
        borderRadius: 1,
        boxShadow: 8,
        pointerEvents: 'auto',
      }}
    >
      {onOpen ? (
        <BareButton
          onClick={() => {
            dismissToast(toast.key);
            onOpen();
          }}
          sx={bodySx}
        >
          {body}
        </BareButton>
      ) : (
        <Box sx={bodySx}>{body}</Box>
      )}
      <IconAction aria-label={ko.common.closeToast} onClick={() => dismissToast(toast.key)} sx={{ m: 0.5 }}>
        <CloseIcon sx={{ fontSize: 18 }} />
      </IconAction>
    </Box>
  );
}

/** Rendered once beside the pages: the toasts, at the top of a phone and top right on a PC. */
export function ToastStack() {
  const toasts = useToasts((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Box
      aria-label={ko.common.toasts}
      role="region"
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        top: { xs: 64, lg: 120 },
        left: { xs: 8, lg: 'auto' },
        right: { xs: 8, lg: 24 },
        width: { lg: 380 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <Toast key={toast.key} toast={toast} />
      ))}
    </Box>
  );
}
