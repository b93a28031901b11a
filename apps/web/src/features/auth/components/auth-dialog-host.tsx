import { Suspense, lazy, useEffect } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useIsLoggedIn, useRequestJoin } from '../api/session';
import { useAuthDialog } from '../dialog-store';
import { rememberReferralFrom } from '../exports/referral-link';
import type { AfterLogin } from './auth-dialogs';

const AuthDialogs = lazy(() => import('./auth-dialogs'));

/** Loads the dialogs (forms, validation, modal) when one is first opened, not with the page. */
export function AuthDialogHost({ afterLogin }: { afterLogin: AfterLogin }) {
  useJoinFromReferralLink();
  const wanted = useLatch(useAuthDialog((state) => state.open !== null));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs afterLogin={afterLogin} />
    </Suspense>
  );
}

/** A guest who opens a member's referral link (/?ref=code) is offered sign-up at once, the code filled in. */
function useJoinFromReferralLink() {
  const loggedIn = useIsLoggedIn();
  const requestJoin = useRequestJoin();
  useEffect(() => {
    const code = rememberReferralFrom(window.location.search);
    if (code && !loggedIn) void requestJoin();
    // Once, for the address the site was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
