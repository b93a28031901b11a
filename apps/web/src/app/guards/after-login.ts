import { useNavigate } from 'react-router';

import type { User } from '@site/contracts/api/member';

import { LOGIN_PATH, decideRoleRedirect } from './decisions';

/** SPEC.md §4: right after login, managers and administrators go to their areas; /login goes home. */
export function useAfterLogin(): (user: User, pathname: string) => void {
  const navigate = useNavigate();
  return (user, pathname) => {
    const target = decideRoleRedirect(user, pathname) ?? (pathname === LOGIN_PATH ? '/' : null);
    if (target) void navigate(target, { replace: true });
  };
}
