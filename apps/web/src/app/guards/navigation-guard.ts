/**
 * Runs SPEC.md §4's guards on every navigation, in the issue's order — maintenance, role redirect,
 * who may enter, unread messages, auto-logout — and lets the page render only once they pass.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate, type Location } from 'react-router';

import { showAlert } from '../../components/ui/alert';
import {
  currentUserQuery,
  extendSession,
  logOut,
  sessionExpiresAt,
  sessionToken,
} from '../../features/auth/api/session';
import { loginReturningTo } from '../../features/auth/rules/return-path';
import { unreadCountQuery } from '../../features/messages/api/messages';
import { autoLogoutQuery, maintenanceQuery } from '../../features/settings/api/settings';
import { koSession } from '../../i18n/ko';
import { routes, type Access } from '../routes';
import {
  decideAccess,
  decideExpiry,
  decideMaintenance,
  decideRoleRedirect,
  decideUnreadMessages,
  isAdministrator,
} from './decisions';
import { trackNavigation } from './navigation-progress';

const askMaintenance = (queryClient: QueryClient) => queryClient.fetchQuery(maintenanceQuery);

/** The maintenance answer asked for as the app started, for the first navigation's check to take. */
let askedAtStart: ReturnType<typeof askMaintenance> | undefined;

/**
 * Asks the server about maintenance as the app starts (the app's first render), instead of once the
 * whole shell has rendered and committed: the page could not even be approved before that answer
 * (docs/decisions/047). The first navigation's check takes this answer.
 */
export function askMaintenanceAtStart(queryClient: QueryClient): void {
  askedAtStart = askMaintenance(queryClient);
  // Its failure is the first check's to handle (and the api client's to tell); not an unhandled one.
  askedAtStart.catch(() => {});
}

const accessOf = (pathname: string): Access =>
  routes.find((route) => matchPath(route.path, pathname))?.access ?? 'everyone';

/** Where the guards send this navigation, or null to let it through. */
async function redirectFor(location: Location, queryClient: QueryClient): Promise<string | null> {
  const { pathname } = location;
  // The moment the member moved: the session lasts autoLogoutMin past it, however long the checks below
  // wait for their answers (a slow answer must not make a live session look expired).
  const navigatedAt = Date.now();

  const asked = askedAtStart ?? askMaintenance(queryClient);
  askedAtStart = undefined;
  const { siteNoticeFlg } = await asked;
  // The 5-second re-fetch keeps it fresh; a navigation right after one need not ask again.
  let user = sessionToken() ? await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 4_000 }) : null;

  const administrator = user !== null && isAdministrator(user);
  const maintenance = decideMaintenance(siteNoticeFlg, pathname, user !== null, administrator);
  if (maintenance.logout) {
    await logOut(queryClient);
    user = null;
  }
  if (maintenance.redirectTo) return maintenance.redirectTo;

  const roleRedirect = decideRoleRedirect(user, pathname);
  if (roleRedirect) return roleRedirect;

  const access = decideAccess(accessOf(pathname), user, `${pathname}${location.search}`);
  if (!access.allowed) {
    if (access.askLogin) await showAlert(koSession.loginRequired);
    return access.redirectTo;
  }
  if (!user) return null;

  const unread = await queryClient.fetchQuery(unreadCountQuery);
  const toInbox = decideUnreadMessages(unread, pathname, Date.now());
  if (toInbox) {
    await showAlert(koSession.unreadMessages);
    return toInbox;
  }

  const { autoLogoutMin } = await queryClient.fetchQuery(autoLogoutQuery);
  const expiry = decideExpiry(sessionExpiresAt(), autoLogoutMin, navigatedAt);
  if (expiry.expired) {
    await logOut(queryClient);
    await showAlert(koSession.autoLoggedOut);
    // The page asked for is where logging in again returns.
    return loginReturningTo(`${pathname}${location.search}`);
  }
  extendSession(expiry.nextExpiresAt);
  return null;
}

/**
 * The location the pages may show: the current one once its guards pass, the previous one (or
 * none, on the first visit) until then. A navigation that starts while another is being checked
 * wins; the older check's answer is dropped.
 */
export function useApprovedLocation(): Location | null {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [approved, setApproved] = useState<Location | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const check = ++latest.current;
    const done = trackNavigation();
    // The approved page renders as a transition: React renders it in slices that leave the main
    // thread free between them, instead of one long task for the whole page (the first page's
    // longest task, docs/decisions/020). What is on screen stays until the page is ready.
    const approve = () => startTransition(() => setApproved(location));
    redirectFor(location, queryClient)
      .then(async (redirect) => {
        if (check !== latest.current) return;
        if (redirect) await navigate(redirect, { replace: true });
        else approve();
      })
      // A failed check was already told to the member by the api client (session end, server
      // failure); the page is shown rather than leaving a blank screen.
      .catch(() => check === latest.current && approve())
      .finally(done);
  }, [location, navigate, queryClient]);

  return approved;
}
