/**
 * The operator console's staff roles and permissions (issue 36, docs/decisions/075), free of zod so the
 * console's bundles and the server read the same table.
 *
 * A permission is an area of the console and an action on it. Every console endpoint names exactly one
 * (packages/contracts/src/endpoint.ts `permission`); the server refuses a caller whose role lacks it, and
 * the console shows only the areas and buttons a role may use.
 */

/** The console's areas, each one or a few of its tabs. */
export const STAFF_AREAS = [
  'dashboard',
  'members',
  'bets',
  'cashier',
  'rolling',
  'partners',
  'sports',
  'minigames',
  'casino',
  'promotions',
  'board',
  'support',
  'risk',
  'settings',
  'audit',
  'reports',
  'staff',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * What is done in an area: read it; decide on a member's request or an item (approve, refuse, answer,
 * void, lock); configure how the area works (settings, content, limits); move money by hand.
 */
export const STAFF_ACTIONS = ['view', 'decide', 'configure', 'money'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export type Permission = `${StaffArea}.${StaffAction}`;

export const STAFF_ROLES = ['owner', 'administrator', 'cashier', 'support', 'risk', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: '최고 관리자',
  administrator: '관리자',
  cashier: '출납 담당',
  support: '고객 지원',
  risk: '리스크 담당',
  readonly: '읽기 전용',
};

const every = (action: StaffAction): Permission[] => STAFF_AREAS.map((area) => `${area}.${action}` as const);
/** Every permission there is, e.g. for the schema of what the site is told a role may do. */
export const STAFF_PERMISSIONS: readonly Permission[] = STAFF_ACTIONS.flatMap(every);

/**
 * Each role's permissions. The owner and the administrators may do everything (only an owner may make or
 * change an owner: a rule of the staff service, not a permission); the others see what their work needs.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: STAFF_PERMISSIONS,
  administrator: STAFF_PERMISSIONS,
  cashier: [
    'dashboard.view',
    'members.view',
    'bets.view',
    'cashier.view',
    'cashier.decide',
    'rolling.view',
    'rolling.decide',
    'risk.view',
  ],
  support: [
    'dashboard.view',
    'members.view',
    'bets.view',
    'board.view',
    'board.decide',
    'support.view',
    'support.decide',
  ],
  risk: [
    'dashboard.view',
    'members.view',
    'members.decide',
    'bets.view',
    'bets.decide',
    'cashier.view',
    'rolling.view',
    'partners.view',
    'risk.view',
    'risk.decide',
    'audit.view',
  ],
  readonly: every('view').filter((permission) => permission !== 'staff.view'),
};

const granted = new Map(STAFF_ROLES.map((role) => [role, new Set(ROLE_PERMISSIONS[role])]));

/** Whether a role holds a permission. */
export function roleCan(role: StaffRole, permission: Permission): boolean {
  return granted.get(role)?.has(permission) ?? false;
}

/** The areas a role sees anything of: the console's tabs it shows. */
export function areasOf(role: StaffRole): StaffArea[] {
  return STAFF_AREAS.filter((area) => roleCan(role, `${area}.view`));
}
