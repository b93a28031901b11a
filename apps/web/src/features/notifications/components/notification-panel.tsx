import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';

import { ActionButton, BareButton, IconAction } from '../../../components/ui/action-button';
import { CloseIcon } from '../../../components/ui/icons';
import { koNotifications as t } from '../../../i18n/ko-notifications';
import {
  markNotificationRead,
  markNotificationsReadUpTo,
  notificationListQuery,
  notificationsKey,
} from '../api/notifications';
import { askBrowserNotices, browserNoticePermission, type BrowserNoticePermission } from '../browser-notice';
import { notificationTone } from '../format';
import { useNotificationSettings } from '../settings-store';
import { useOpenNotification } from '../use-open-notification';
import { NotificationLines } from './notification-lines';
import { toneColours } from '../../../components/ui/toasts';

function NotificationRow({
  notification,
  onOpen,
  onRead,
}: {
  notification: MemberNotification;
  onOpen: () => void;
  onRead: () => void;
}) {
  const unread = notification.readAt === null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'rgba(184, 144, 103, 0.08)' : 'transparent',
      }}
    >
      <Box
        component="span"
        aria-label={unread ? t.unreadMark : undefined}
        sx={{
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? toneColours[notificationTone(notification.event)] : 'transparent',
        }}
      />
      <BareButton
        onClick={onOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          py: 1.25,
          justifyContent: 'flex-start',
          textAlign: 'left',
          fontFamily: 'inherit',
          fontSize: 14,
          lineHeight: 1.5,
          color: unread ? 'text.primary' : 'text.secondary',
        }}
      >
        <NotificationLines notification={notification} strong={unread} withTime />
      </BareButton>
      {unread && (
        <ActionButton variant="text" compact onClick={onRead} sx={{ flexShrink: 0, fontSize: 12 }}>
          {t.markRead}
        </ActionButton>
      )}
    </Box>
  );
}

/** 브라우저 알림: asked only from here, with the member's tap; the answer is the browser's to keep. */
function BrowserNoticeSetting() {
  const [permission, setPermission] = useState<BrowserNoticePermission>(browserNoticePermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{t.browser.granted}</Box>;
  if (permission === 'denied') return <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{t.browser.denied}</Box>;
  return (
    <Box>
      <ActionButton variant="outlined" compact onClick={() => void askBrowserNotices().then(setPermission)}>
        {t.browser.ask}
      </ActionButton>
      <Box sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary' }}>{t.browser.askHelp}</Box>
    </Box>
  );
}

function SoundSetting() {
  const sound = useNotificationSettings((state) => state.sound);
  const setSound = useNotificationSettings((state) => state.setSound);
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 14 }}
    >
      {t.sound}
      <Switch size="small" checked={sound} onChange={(event) => setSound(event.target.checked)} />
    </Box>
  );
}

/** The bell's panel: the newest notifications, 모두 읽음, and the member's sound and browser settings. */
export default function NotificationPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ ...notificationListQuery, enabled: Boolean(anchor), staleTime: 0 });
  const openNotification = useOpenNotification();
  // A mark that fails leaves the row unread, as the list read again shows: nothing else to say.
  const thenRefresh = (mark: Promise<unknown>) =>
    void mark.catch(() => {}).finally(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
  const newest = data?.items[0];

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t.title,
          sx: {
            width: 'min(400px, calc(100vw - 16px))',
            maxHeight: '75vh',
            display: 'flex',
            flexDirection: 'column',
            bgcolor: '#1e1a16',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box component="h2" sx={{ m: 0, fontSize: 16, flex: 1 }}>
          {t.title}
        </Box>
        <ActionButton
          variant="text"
          compact
          disabled={!newest}
          onClick={() => newest && thenRefresh(markNotificationsReadUpTo(newest.id))}
        >
          {t.markAllRead}
        </ActionButton>
        <IconAction aria-label={t.close} onClick={onClose}>
          <CloseIcon sx={{ fontSize: 20 }} />
        </IconAction>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', flex: 1 }}>
        {data?.items.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onOpen={() => {
              onClose();
              openNotification(notification);
            }}
            onRead={() => thenRefresh(markNotificationRead(notification.id))}
          />
        ))}
      </Box>
      {data?.items.length === 0 && <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{t.empty}</Box>}
      {isError && <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{t.loadFailed}</Box>}
      <Box sx={{ display: 'grid', gap: 1, px: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
        <SoundSetting />
        <BrowserNoticeSetting />
      </Box>
    </Popover>
  );
}
