import { Suspense, lazy } from 'react';

import { useCurrentUser } from '../../auth/api/session';

// Loaded with the member's first page: a guest's first page does not carry it.
const NotificationCentre = lazy(() => import('../components/notification-centre'));

/** Rendered once in the main layout: the signed-in member's toasts (and what arrives with them). */
export function NotificationHost() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationCentre />
    </Suspense>
  );
}
