import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';

import { usePopups } from '../api/settings';

// The layer loads only when the operator has popups up (and the sanitiser only for HTML that needs it).
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
