import { Suspense, lazy } from 'react';

import { useLatch } from '../../lib/use-latch';
import { useAlertQueue } from './alert';

// The dialog (modal, focus trap, transitions) loads with the first alert, not with the first page.
const AlertDialog = lazy(() => import('./alert-dialog'));

/** Rendered once beside the pages; shows the queued alerts. */
export function AlertHost() {
  const wanted = useLatch(useAlertQueue((state) => state.queue.length > 0));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  );
}
