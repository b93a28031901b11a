/**
 * Every console route's staff permission (issue 36, docs/decisions/075): the route names one (its
 * endpoint's `permission`, carried in the route's config by http/route.ts), and the caller's staff role
 * must hold it. A refusal is a 403 and a staff_refusals row.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { isStaffRole, roleCan, type Permission, type StaffRole } from '@site/contracts/staff';
import type { Database } from '../../db/client';
import { staffRefusals } from '../../db/schema/staff';
import { AppError } from '../../http/app-error';
import { normalizeIp } from '../../lib/ip-address';
import { authErrors } from '../auth/errors';
import { callerOf } from '../auth/session-guard';

/** What a refusal row says of a role-10 account without a staff role, which may do nothing. */
export const NO_STAFF_ROLE = 'none';

/**
 * The admin scope's onRoute hook: a console route without a permission stops the server at start-up,
 * so a new route cannot be left open to every role by forgetting to name one.
 */
export function requireRoutePermission(route: RouteOptions): void {
  if (!route.config?.permission) {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${method} ${route.url}: a console route must name its staff permission (the endpoint's \`permission\`)`,
    );
  }
}

/** The permission the matched route needs; undefined only for a route registered past the start-up check. */
export const routePermission = (request: FastifyRequest): Permission | undefined =>
  request.routeOptions.config.permission;

/** The caller's staff role; null for an administrator never given one (fail closed: no permission at all). */
export function staffRoleOf(request: FastifyRequest): StaffRole | null {
  const { staffRole } = callerOf(request).member;
  return isStaffRole(staffRole) ? staffRole : null;
}

/**
 * The onRequest hook after the administrator and second-factor checks: before the body is read, so a
 * refused caller's input is never parsed, let alone acted on.
 */
export function permissionCheck(db: Database) {
  return async (request: FastifyRequest): Promise<void> => {
    const permission = routePermission(request);
    const role = staffRoleOf(request);
    if (permission && role && roleCan(role, permission)) return;
    await recordRefusal(db, request, role, permission);
    throw new AppError(403, authErrors.notPermitted);
  };
}

/**
 * A row per refusal, on its own (never inside a transaction: there is none yet, and a refusal must be
 * kept whatever happens next). Losing the row must not turn the 403 into a 500, so a failed insert is
 * logged and the caller still hears why they were refused.
 */
async function recordRefusal(
  db: Database,
  request: FastifyRequest,
  role: StaffRole | null,
  permission: Permission | undefined,
): Promise<void> {
  const row = {
    memberId: callerOf(request).member.id,
    staffRole: role ?? NO_STAFF_ROLE,
    permission: permission ?? 'none',
    method: request.method,
    route: request.routeOptions.url ?? 'unknown',
    ip: normalizeIp(request.ip),
  };
  try {
    await db.insert(staffRefusals).values(row);
  } catch (error) {
    request.log.error({ err: error, refusal: row }, 'staff refusal not recorded');
  }
}
