import { Suspense, lazy } from 'react';

import { usePopups } from '../api/settings';

// The layer and its sanitiser load only when the operator has popups up.
const PopupLayer = lazy(() => import('./popup-layer'));

export function PopupHost() {
  const popups = usePopups();
  if (popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupLayer popups={popups} />
    </Suspense>
  );
}
