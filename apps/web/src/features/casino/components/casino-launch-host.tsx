import { Suspense, lazy } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useCasinoLaunchDialog } from '../launch-store';

// The dialog and the launch call load with the first click on a game or a casino menu entry.
const CasinoLaunchDialog = lazy(() => import('./casino-launch-dialog'));

/** Rendered once in the main layout; shows the casino and slot confirmation when asked for. */
export function CasinoLaunchHost() {
  const wanted = useLatch(useCasinoLaunchDialog((state) => state.request !== null));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CasinoLaunchDialog />
    </Suspense>
  );
}
