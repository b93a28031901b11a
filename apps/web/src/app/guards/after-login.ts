import { useLocation, useNavigate } from 'react-router';

import type { User } from '@site/contracts/api/member';

import { NEXT_PARAM, returnPathAfterLogin } from '../../features/auth/rules/return-path';
import { LOGIN_PATH, decideRoleRedirect } from './decisions';

/**
 * SPEC.md §4: right after login, managers and administrators go to their areas; /login goes to the
 * page the guest was sent from (?next=), else home.
 */
export function useAfterLogin(): (user: User, pathname: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (user, pathname) => {
    const back = pathname === LOGIN_PATH ? returnPathAfterLogin(new URLSearchParams(search).get(NEXT_PARAM)) : null;
    const target = decideRoleRedirect(user, pathname) ?? back;
    if (target) void navigate(target, { replace: true });
  };
}
