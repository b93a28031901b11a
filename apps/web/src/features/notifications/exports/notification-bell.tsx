import { Suspense, lazy, useState } from 'react';

import { IconAction } from '../../../components/ui/action-button';
import { CountBadge } from '../../../components/ui/count-badge';
import { BellIcon } from '../../../components/ui/icons';
import { koNotifications as t } from '../../../i18n/ko-notifications';
import { useLatch } from '../../../lib/use-latch';
import { useNotificationUnread } from '../api/notifications';

// The list, its settings and the popover load with the first tap on the bell.
const NotificationPanel = lazy(() => import('../components/notification-panel'));

/** The top bar's bell (phone and PC): the unread count, and the list under it. */
export function NotificationBell() {
  const unread = useNotificationUnread(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const wanted = useLatch(Boolean(anchor));
  return (
    <>
      <IconAction
        aria-label={t.bell(unread)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <CountBadge count={unread}>
          <BellIcon />
        </CountBadge>
      </IconAction>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
