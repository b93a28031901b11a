import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';

import { usePopups } from '../api/settings';

// The layer and its sanitiser load only when the operator has popups up.
const PopupLayer = lazy(() => import('./popup-layer'));

/** The member site's popups; the operators' own pages are left clear. */
export function PopupHost() {
  const popups = usePopups();
  const { pathname } = useLocation();
  if (popups.length === 0 || pathname.startsWith('/admin') || pathname.startsWith('/manager')) return null;
  return (
    <Suspense fallback={null}>
      <PopupLayer popups={popups} />
    </Suspense>
  );
}
