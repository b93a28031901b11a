import { Suspense, lazy } from 'react';

import { useBuilderOn } from '../builder/builder-store';

// The slip (its price calls, stake field and placement) loads when a member first switches a fixture
// into builder mode, not with the book.
const BuilderSlip = lazy(() => import('../builder/builder-slip'));

/** The builder slip of this fixture, while its view is in builder mode (같은 경기 조합). */
export function BuilderSlipSlot({ fixtureId }: { fixtureId: number }) {
  const on = useBuilderOn(fixtureId);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <BuilderSlip />
    </Suspense>
  );
}
