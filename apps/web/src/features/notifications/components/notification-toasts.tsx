import Box from '@mui/material/Box';
import { useEffect } from 'react';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';

import { BareButton, IconAction } from '../../../components/ui/action-button';
import { BellIcon, CloseIcon } from '../../../components/ui/icons';
import { koNotifications as t } from '../../../i18n/ko-notifications';
import { notificationTone } from '../format';
import { useToasts } from '../toast-store';
import { NotificationLines } from './notification-lines';

/** How long a toast stays: long enough to read a line twice; the bell keeps it afterwards. */
export const TOAST_MS = 7_000;

export const toneColours = { good: '#e7c89d', bad: '#e5484d', plain: '#5d8fd6' } as const;

function Toast({ notification, onOpen }: { notification: MemberNotification; onOpen: () => void }) {
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, notification.id]);
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
        borderLeftColor: toneColours[notificationTone(notification.event)],
        borderRadius: 1,
        boxShadow: 8,
        pointerEvents: 'auto',
      }}
    >
      <BareButton
        onClick={onOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          alignItems: 'flex-start',
          gap: 1,
          p: 1.5,
          pr: 0,
          textAlign: 'left',
          fontFamily: 'inherit',
          fontSize: 14,
          lineHeight: 1.5,
        }}
      >
        <BellIcon sx={{ fontSize: 20, color: 'primary.main', mt: 0.125 }} />
        <NotificationLines notification={notification} />
      </BareButton>
      <IconAction aria-label={t.close} onClick={() => dismiss(notification.id)} sx={{ m: 0.5 }}>
        <CloseIcon sx={{ fontSize: 18 }} />
      </IconAction>
    </Box>
  );
}

/** The toasts of notifications that arrived while the page was open: top of a phone, top right on a PC. */
export function NotificationToasts({ onOpen }: { onOpen: (notification: MemberNotification) => void }) {
  const toasts = useToasts((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Box
      aria-label={t.toasts}
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
      {toasts.map((notification) => (
        <Toast key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
      ))}
    </Box>
  );
}
