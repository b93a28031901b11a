import { Suspense, lazy } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useAuthDialog } from '../dialog-store';
import type { AfterLogin } from './auth-dialogs';

const AuthDialogs = lazy(() => import('./auth-dialogs'));

/** Loads the dialogs (forms, validation, modal) when one is first opened, not with the page. */
export function AuthDialogHost({ afterLogin }: { afterLogin: AfterLogin }) {
  const wanted = useLatch(useAuthDialog((state) => state.open !== null));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs afterLogin={afterLogin} />
    </Suspense>
  );
}
