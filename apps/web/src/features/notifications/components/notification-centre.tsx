import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';

import { showToast } from '../../../components/ui/toasts';
import { koNotifications as t } from '../../../i18n/ko-notifications';
import { onMemberNotification } from '../../auth/api/balance-events';
import { unreadInquiryQuery } from '../../inquiries/api/inquiries';
import { unreadCountQuery } from '../../messages/api/messages';
import { notificationsKey } from '../api/notifications';
import { showBrowserNotice } from '../browser-notice';
import { playChime } from '../chime';
import { notificationDetail, notificationText, notificationTone } from '../format';
import { useNotificationSettings } from '../settings-store';
import { useOpenNotification } from '../use-open-notification';

/**
 * The member's notifications as they arrive on the member stream (auth/api/balance-stream.ts): a toast,
 * the chime unless turned off, the browser's notice when allowed and the page is out of sight, and the
 * counts that depend on them (the bell's, the inbox's, the answers') read again.
 */
export default function NotificationCentre() {
  const queryClient = useQueryClient();
  const open = useOpenNotification();

  useEffect(() => {
    const refresh = (notification: MemberNotification | 'connected') => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      if (notification === 'connected' || notification.event.kind === 'message')
        void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
      if (notification === 'connected' || notification.event.kind === 'inquiry')
        void queryClient.invalidateQueries({ queryKey: unreadInquiryQuery.queryKey });
    };
    return onMemberNotification((notification) => {
      refresh(notification);
      if (notification === 'connected') return;
      const tone = notificationTone(notification.event);
      const text = notificationText(notification.event);
      const detail = notificationDetail(notification.event);
      showToast({ key: `n${notification.id}`, tone, title: text, detail, onOpen: () => open(notification) });
      if (useNotificationSettings.getState().sound) playChime(tone === 'good');
      showBrowserNotice(t.title, [text, detail].filter(Boolean).join('\n'), `n${notification.id}`, () =>
        open(notification),
      );
    });
  }, [queryClient, open]);

  // The toasts themselves are the site's (components/ui/toast-stack.tsx), shared with a placed bet's.
  return null;
}
