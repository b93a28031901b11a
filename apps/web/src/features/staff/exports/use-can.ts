import { createContext, useContext, useMemo } from 'react';

import type { User } from '@site/contracts/api/member';
import { ROLE_PERMISSIONS, type Permission, type StaffArea } from '@site/contracts/staff';

import { useCurrentUser } from '../../auth/api/session';

/**
 * What the signed-in staff member may use: the server's list (GET /member/user), else the role's table;
 * no role means nothing.
 */
export function permissionsOf(user: User): ReadonlySet<Permission> {
  if (user.permissions) return new Set(user.permissions);
  return new Set(user.staffRole ? ROLE_PERMISSIONS[user.staffRole] : []);
}

/**
 * The signed-in staff member's permissions, for the console page that hands them to its sections;
 * undefined until the user's answer is in, so that the console does not flash a refusal while it loads.
 */
export function useStaffPermissions(): ReadonlySet<Permission> | undefined {
  const user = useCurrentUser();
  return useMemo(() => (user ? permissionsOf(user) : undefined), [user]);
}

/**
 * The permissions the operator console (/admin) gives its sections. Outside it (the partners' /manager,
 * which shares some console pieces, or a section tested alone) there is no staff role to narrow by, so
 * nothing is hidden: null.
 */
export const StaffPermissionsContext = createContext<ReadonlySet<Permission> | null>(null);

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
