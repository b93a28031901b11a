/**
 * The auth feature's hooks, the only part of it other features may use (DESIGN.md).
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { SESSION_CHECK_INTERVAL_MS } from '@site/contracts/constants';
import type { LoginRequest, ProfileUpdate, SessionResponse, User } from '@site/contracts/api/member';
import type { LoginOtpRequest } from '@site/contracts/api/two-factor';
import { authEndpoints } from '@site/contracts/endpoints/auth';
import { memberEndpoints } from '@site/contracts/endpoints/members';

import { call, endpointQuery } from '../../../lib/call';
import { showAlert } from '../../../components/ui/alert';
import { koAuth, koSession } from '../../../i18n/ko';
import { signUpSettingQuery } from '../../settings/api/settings';
import { closeAuthDialog, openAuthDialog } from '../dialog-store';
import { clearSession, extendSession, replaceSessionToken, startSession, useSessionStore } from '../session-store';

/** The signed-in member. */
export const currentUserQuery = endpointQuery(memberEndpoints.user, {});

/** The key of the member's cached answer: set by login and profile saves, refreshed when the balance moves. */
export const currentUserKey = currentUserQuery.queryKey;

/** The signed-in member, re-fetched every 5 s (SPEC.md §4); null for a guest. */
export function useCurrentUser(): User | null {
  const loggedIn = useSessionStore((state) => state.token !== null);
  const { data } = useQuery({
    ...currentUserQuery,
    enabled: loggedIn,
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  return loggedIn ? (data ?? null) : null;
}

export const useIsLoggedIn = (): boolean => useSessionStore((state) => state.token !== null);

/** A login's first step: signed in, or (an account with a second factor) the ticket of the code step. */
export type LoginStep = { user: User } | { ticket: string };

/** Logs in; 404 (wrong id or password) and 406 (blocked) are the caller's to show. */
export async function logIn(
  queryClient: QueryClient,
  request: LoginRequest,
  autoLogoutMin: number,
): Promise<LoginStep> {
  const answer = await call(authEndpoints.login, { body: request }, { handles: [404, 406, 429] });
  if ('otpRequired' in answer) return { ticket: answer.ticket };
  return { user: signedIn(queryClient, answer, autoLogoutMin) };
}

/** The code step (docs/decisions/052): 400 wrong code, 410 the ticket is over, 429 too many tries. */
export async function logInWithCode(
  queryClient: QueryClient,
  request: LoginOtpRequest,
  autoLogoutMin: number,
): Promise<User> {
  const answer = await call(authEndpoints.loginOtp, { body: request }, { handles: [406, 429] });
  return signedIn(queryClient, answer, autoLogoutMin);
}

function signedIn(queryClient: QueryClient, { token, user }: SessionResponse, autoLogoutMin: number): User {
  startSession(token, autoLogoutMin);
  queryClient.setQueryData(currentUserKey, user);
  return user;
}

/**
 * Saves the profile. A new password ends every session of the member on the server, this one too,
 * and the answer carries this browser's new token: kept at once, so the member stays logged in.
 */
export async function saveProfile(queryClient: QueryClient, request: ProfileUpdate): Promise<User> {
  const { token, ...user } = await call(memberEndpoints.saveProfile, { body: request });
  if (token !== undefined) replaceSessionToken(token);
  queryClient.setQueryData(currentUserKey, user);
  return user;
}

/** Ends the session here and, when it still exists, on the server; never fails. */
export async function logOut(queryClient: QueryClient, { tellServer = true } = {}): Promise<void> {
  if (tellServer && useSessionStore.getState().token) {
    await call(authEndpoints.logout, {}, { handles: [401, 406, 555, 556, 600, 500] }).catch(() => undefined);
  }
  clearSession();
  queryClient.removeQueries({ queryKey: currentUserKey });
}

export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => logOut(queryClient);
}

/** The 로그아웃 buttons': log out, then the login page. */
export function useLogOutToLogin(): () => Promise<void> {
  const logOutHere = useLogOut();
  const navigate = useNavigate();
  return async () => {
    await logOutHere();
    await navigate('/login');
  };
}

/** The stored token, for the api client. */
export const sessionToken = (): string | null => useSessionStore.getState().token;

/** When the session ends unless a navigation extends it (epoch ms), and the extension itself. */
export const sessionExpiresAt = (): number | null => useSessionStore.getState().expiresAt;
export { extendSession };

export { openAuthDialog, closeAuthDialog };

/** What a guest meets at a member's action (SPEC.md §6, §8): '로그인 후 이용해주세요.', then the login dialog. */
export async function askGuestToLogIn(): Promise<void> {
  await showAlert(koSession.loginRequired);
  openAuthDialog('login');
}

/** Opens sign-up, unless the operator has closed it (SPEC.md §5, §8). */
export function useRequestJoin(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const { joinStartEndFlg } = await queryClient.fetchQuery(signUpSettingQuery);
    if (joinStartEndFlg) {
      closeAuthDialog();
      await showAlert(koAuth.joinClosed);
      return;
    }
    openAuthDialog('join');
  };
}
