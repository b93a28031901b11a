import { Suspense, lazy } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useCalculatorDialog } from '../calculator/calculator-store';

export { openCalculator } from '../calculator/calculator-store';

// The calculator loads the first time a member opens it; no page carries it before.
const OddsCalculatorDialog = lazy(() => import('../calculator/odds-calculator'));

/** Rendered once in the main layout; shows the odds calculator while it is open. */
export function CalculatorHost() {
  const wanted = useLatch(useCalculatorDialog((state) => state.open));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OddsCalculatorDialog />
    </Suspense>
  );
}
