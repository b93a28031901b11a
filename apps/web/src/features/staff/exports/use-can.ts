import { createContext, useContext, useMemo } from 'react';

import type { User } from '@site/contracts/api/member';
import { ROLE_PERMISSIONS, isStaffRole, type Permission, type StaffArea } from '@site/contracts/staff';

import { useCurrentUser } from '../../auth/api/session';

/** The signed-in user as the console reads it: the server adds the staff role and its permissions. */
type StaffUser = User & { staffRole?: string | null; permissions?: readonly string[] };

/**
 * What the signed-in staff member may use. The server's list is the truth; an answer without one falls
 * back to the role's table, and no role means nothing.
 */
export function permissionsOf(user: StaffUser | null): ReadonlySet<string> {
  if (!user) return new Set();
  if (user.permissions) return new Set(user.permissions);
  return new Set(isStaffRole(user.staffRole) ? ROLE_PERMISSIONS[user.staffRole] : []);
}

/**
 * The signed-in staff member's permissions, for the console page that hands them to its sections;
 * undefined until the user's answer is in, so that the console does not flash a refusal while it loads.
 */
export function useStaffPermissions(): ReadonlySet<string> | undefined {
  const user = useCurrentUser() as StaffUser | null;
  return useMemo(() => (user ? permissionsOf(user) : undefined), [user]);
}

/**
 * The permissions the operator console (/admin) gives its sections. Outside it (the partners' /manager,
 * which shares some console pieces, or a section tested alone) there is no staff role to narrow by, so
 * nothing is hidden: null.
 */
export const StaffPermissionsContext = createContext<ReadonlySet<string> | null>(null);

/**
 * Whether the signed-in staff member holds a permission: hides a button the role may not press. Only
 * what the staff member sees: the server refuses the call anyway (403).
 */
export function useCan(permission: Permission): boolean {
  const granted = useContext(StaffPermissionsContext);
  return granted === null || granted.has(permission);
}

/** Whether the signed-in staff member sees an area at all: its tabs show only then. */
export const useCanView = (area: StaffArea): boolean => useCan(`${area}.view`);
