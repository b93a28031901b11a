import { Suspense, lazy, useEffect } from 'react';

import { useLatch } from '../../../lib/use-latch';
import { useIsLoggedIn, useRequestJoin } from '../api/session';
import { useAuthDialog } from '../dialog-store';
import { rememberReferralFrom } from '../exports/referral-link';
import type { AfterLogin } from './auth-dialogs';
import type { MemberMenuGroup } from './user-info-dialog';

const AuthDialogs = lazy(() => import('./auth-dialogs'));
// Its own chunk: the member's dialog needs none of the login and sign-up forms, nor they its counts.
const UserInfoDialog = lazy(() => import('./user-info-dialog'));

/**
 * Loads the dialogs (forms, validation, modal) when one is first opened, not with the page. The app
 * gives the 내 정보 dialog its links (`memberMenu`, from the site map).
 */
export function AuthDialogHost({
  afterLogin,
  memberMenu,
}: {
  afterLogin: AfterLogin;
  memberMenu: readonly MemberMenuGroup[];
}) {
  useJoinFromReferralLink();
  const open = useAuthDialog((state) => state.open);
  const formsWanted = useLatch(open === 'login' || open === 'join');
  const userInfoWanted = useLatch(open === 'userInfo');
  return (
    <Suspense fallback={null}>
      {formsWanted && <AuthDialogs afterLogin={afterLogin} />}
      {userInfoWanted && <UserInfoDialog open={open === 'userInfo'} menu={memberMenu} />}
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
