import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';

import { markNotificationRead, notificationsKey } from './api/notifications';
import { notificationLink } from './format';

/**
 * Opening a notification (a toast, a row of the bell's list, the browser's notice): it is marked read
 * and the member is taken to the page about it. The mark is sent, not awaited: the page opens at once.
 */
export function useOpenNotification(): (notification: MemberNotification) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (notification: MemberNotification) => {
      if (notification.readAt === null) {
        void markNotificationRead(notification.id)
          .catch(() => {})
          .finally(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
      }
      void navigate(notificationLink(notification.event));
    },
    [navigate, queryClient],
  );
}
