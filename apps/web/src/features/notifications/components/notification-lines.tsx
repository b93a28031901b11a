import Box from '@mui/material/Box';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';
import { formatSeoul } from '@site/contracts/time';

import { notificationDetail, notificationText } from '../format';

/** What a notification says, as a toast and a row of the bell's list show it: its line, its detail, its time. */
export function NotificationLines({
  notification,
  strong = true,
  withTime = false,
}: {
  notification: MemberNotification;
  strong?: boolean;
  withTime?: boolean;
}) {
  const detail = notificationDetail(notification.event);
  return (
    <Box component="span" sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: strong ? 700 : 400, wordBreak: 'keep-all' }}>
        {notificationText(notification.event)}
      </Box>
      {detail && (
        <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
          {detail}
        </Box>
      )}
      {withTime && (
        <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
          {formatSeoul(notification.createdAt, 'monthDayTime')}
        </Box>
      )}
    </Box>
  );
}
