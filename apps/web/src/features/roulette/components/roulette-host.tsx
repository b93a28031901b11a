import { Suspense, lazy } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useRouletteDialog } from '../roulette-store';

// The wheels load with the first time a member opens one; no page carries them before.
const RouletteDialog = lazy(() => import('./roulette-dialog'));

/** Rendered once in the main layout; shows the open wheel's dialog. */
export function RouletteHost() {
  const wanted = useLatch(useRouletteDialog((state) => state.open !== null));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RouletteDialog />
    </Suspense>
  );
}
