import { Suspense, lazy } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useBookWindowDialog } from '../book-window-store';

// The dialog and the opengame call load with the first click on 유럽형 or 인플레이.
const BookWindowDialog = lazy(() => import('./book-window-dialog'));

/** Rendered once in the main layout; shows the European / in-play confirmation when asked for. */
export function BookWindowHost() {
  const wanted = useLatch(useBookWindowDialog((state) => state.type !== null));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BookWindowDialog />
    </Suspense>
  );
}
