/**
 * SPEC.md §8: what each session-ending status means for the member, handled once for every call.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';

import {
  ACCOUNT_BLOCKED,
  IP_BLOCKED,
  SERVER_FAILURE,
  SESSION_ENDED_ELSEWHERE,
  SESSION_EXPIRED,
  type SessionEndingStatus,
} from '@site/contracts/api/session-codes';

import { showAlert } from '../components/ui/alert';
import { logOut, sessionToken } from '../features/auth/api/session';
import { loginReturningTo } from '../features/auth/rules/return-path';
import { configureApiClient, UNEXPECTED_ERROR_MESSAGE } from '../lib/api-client';
import { koSession } from '../i18n/ko';

/** What the member is told; a 556 says in its own message why the session ended (e.g. their own time limit). */
const alertFor: Record<SessionEndingStatus, string | null> = {
  [SESSION_ENDED_ELSEWHERE]: koSession.endedElsewhere,
  [SESSION_EXPIRED]: koSession.loggedOut,
  [ACCOUNT_BLOCKED]: null,
  [IP_BLOCKED]: koSession.ipBlocked,
  [SERVER_FAILURE]: koSession.unexpected,
};

/** A blocked account leaves the site for a blank page (SPEC.md §8). */
export const BLANK_PAGE = 'about:blank';

let ending = false;
/** A blocked IP stays blocked: every later call fails the same way, and one alert says it. */
let ipBlockAnnounced = false;

export function installSessionEndHandling(queryClient: QueryClient, navigate: NavigateFunction): void {
  configureApiClient({
    token: sessionToken,
    onSessionEnd: (status, message) => {
      // Several calls in flight fail together; the member hears it once.
      if (ending || (status === IP_BLOCKED && ipBlockAnnounced)) return;
      if (status === IP_BLOCKED) ipBlockAnnounced = true;
      ending = true;
      void endSession(queryClient, navigate, status, message).finally(() => {
        ending = false;
      });
    },
  });
}

/** The page on screen (path and query) when the session ended. */
const currentPage = (): string => `${window.location.pathname}${window.location.search}`;

async function endSession(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  status: SessionEndingStatus,
  serverMessage: string,
) {
  const wasLoggedIn = sessionToken() !== null;
  // The server has ended the session already (or refuses this browser); telling it again is moot.
  await logOut(queryClient, { tellServer: false });
  if (status === ACCOUNT_BLOCKED) {
    window.location.assign(BLANK_PAGE);
    return;
  }
  const message =
    status === SESSION_EXPIRED && serverMessage !== UNEXPECTED_ERROR_MESSAGE ? serverMessage : alertFor[status];
  if (message) await showAlert(message);
  // Logging in again returns to the page the session ended on (?next=), as it does for a guest.
  if (wasLoggedIn) await navigate(loginReturningTo(currentPage()), { replace: true });
}
