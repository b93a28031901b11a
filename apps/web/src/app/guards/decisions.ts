/**
 * The navigation guards of SPEC.md §4 as pure decisions, applied in this order on every navigation
 * (navigation-guard.ts): maintenance, role redirect, who may enter, unread messages, auto-logout.
 */
import { unixSeconds } from '@site/contracts/clock';
import type { User } from '@site/contracts/api/member';
import { MEMBER_TYPE_MANAGER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';

import { loginReturningTo } from '../../features/auth/rules/return-path';
import type { Access } from '../routes';

export const MAINTENANCE_PATH = '/maintenance';
export const MESSAGE_PATH = '/message';
export const LOGIN_PATH = '/login';
export const MANAGER_PATH = '/manager';
export const ADMIN_PATH = '/admin';
/**
 * The member pages a partner may open besides its console: 환전, so that the rolling paid to its
 * balance can be withdrawn in won under the cashier's rules like any member's; 회원정보 수정, where a
 * partner an operator created registers the withdrawal account 환전 asks for; and the 쪽지함, where
 * a refused request's reason arrives (an unread message sends everyone there first; without it a
 * partner would bounce between the inbox and the console). docs/decisions/044.
 */
export const PARTNER_MEMBER_PATHS: readonly string[] = ['/exchange', '/member', MESSAGE_PATH];

export interface MaintenanceDecision {
  logout: boolean;
  redirectTo: string | null;
}

/**
 * SPEC.md §4: maintenance applies to everyone and ends any login on the way in or out — except
 * that the operators who switch it must be able to switch it off again: /login stays open, and an
 * administrator's session and pages are left alone (docs/decisions/006).
 */
export function decideMaintenance(
  siteNoticeFlg: boolean,
  pathname: string,
  loggedIn: boolean,
  administrator = false,
): MaintenanceDecision {
  const onMaintenancePage = pathname === MAINTENANCE_PATH;
  if (siteNoticeFlg && !onMaintenancePage) {
    if (administrator || pathname === LOGIN_PATH) return { logout: false, redirectTo: null };
    return { logout: loggedIn, redirectTo: MAINTENANCE_PATH };
  }
  if (!siteNoticeFlg && onMaintenancePage) return { logout: loggedIn && !administrator, redirectTo: '/' };
  return { logout: false, redirectTo: null };
}

export const isManager = (user: Pick<User, 'type'>): boolean => user.type === MEMBER_TYPE_MANAGER;

export const isAdministrator = (user: Pick<User, 'type' | 'role' | 'withdrawalType'>): boolean =>
  user.type === 1 && user.role === ROLE_ADMINISTRATOR && user.withdrawalType === 0;

/**
 * SPEC.md §4: managers always land on /manager, administrators on /admin (also right after login). A
 * partner may also open its 환전 page (PARTNER_MEMBER_PATHS); every other page leads back to /manager.
 */
export function decideRoleRedirect(
  user: Pick<User, 'type' | 'role' | 'withdrawalType'> | null,
  pathname: string,
): string | null {
  if (!user) return null;
  if (isManager(user))
    return pathname === MANAGER_PATH || PARTNER_MEMBER_PATHS.includes(pathname) ? null : MANAGER_PATH;
  if (isAdministrator(user)) return pathname === ADMIN_PATH ? null : ADMIN_PATH;
  return null;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string; askLogin: boolean };

/**
 * Who may open a route of the route table: guests are sent to log in, and back to the wanted page
 * (its path and query) once they have; other roles home.
 */
export function decideAccess(
  access: Access,
  user: Pick<User, 'type' | 'role' | 'withdrawalType'> | null,
  wanted = '/',
): AccessDecision {
  if (access === 'everyone') return { allowed: true };
  if (!user) return { allowed: false, redirectTo: loginReturningTo(wanted), askLogin: true };
  const allowed =
    access === 'member' || (access === 'manager' && isManager(user)) || (access === 'admin' && isAdministrator(user));
  return allowed ? { allowed: true } : { allowed: false, redirectTo: '/', askLogin: false };
}

/** SPEC.md §4: a member with unread messages reads them before anything else. */
export function decideUnreadMessages(unreadCount: number, pathname: string, now: number): string | null {
  if (unreadCount <= 0 || pathname === MESSAGE_PATH) return null;
  return `${MESSAGE_PATH}?time=${unixSeconds(now)}`;
}

export type ExpiryDecision = { expired: true } | { expired: false; nextExpiresAt: number };

/** SPEC.md §4: the session lasts autoLogoutMin minutes past the last navigation. */
export function decideExpiry(expiresAt: number | null, autoLogoutMin: number, now: number): ExpiryDecision {
  if (expiresAt !== null && expiresAt <= now) return { expired: true };
  return { expired: false, nextExpiresAt: now + autoLogoutMin * 60_000 };
}
