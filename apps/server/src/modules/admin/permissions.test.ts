/**
 * Every console route against every staff role (issue 36, docs/decisions/075): a role without the route's
 * permission is refused with the Korean 403 and a staff_refusals row; a role with it is never refused so.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_ADMINISTRATOR } from '@site/contracts/api/member';
import { roleCan, STAFF_ROLES, type StaffRole } from '@site/contracts/staff';
import { staffRefusals } from '../../db/schema/staff';
import { apiRoutesOf } from '../../http/api-docs';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, getUser, TEST_PASSWORD } from '../../test/members';
import { enrolTestMember } from '../../test/second-factor';
import { authErrors } from '../auth/errors';
import { NO_STAFF_ROLE } from './permission-check';

// VIRTUALS: 'on' registers the virtual sports' console route too.
const demo = useDemoApp({ VIRTUALS: 'on' });

const refusedBody = JSON.stringify({ message: authErrors.notPermitted });

/** Path params that name nothing: a call that gets past the check finds nothing to act on. */
const harmlessParams: Record<string, string> = {
  id: '987654321',
  commentId: '987654321',
  userId: 'nobody404',
  level: '99',
  aggregator: 'nobody',
  product: 'nobody',
  vendor: 'nobody',
  category: 'nobody',
};

const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => {
    const value = harmlessParams[name];
    if (value === undefined) throw new Error(`${url}: no harmless value for :${name}`);
    return value;
  });

/** A signed-in administrator with this staff role (or none), proven with a second factor as the console asks. */
async function staffToken(staffRole: StaffRole | null): Promise<{ id: number; token: string }> {
  const member = await createMember(demo.db, { role: ROLE_ADMINISTRATOR, staffRole });
  const secret = await enrolTestMember(demo.db, member.id);
  return { id: member.id, token: await demo.loginWithSecret(member.userId, TEST_PASSWORD, secret) };
}

const consoleRoutes = () => apiRoutesOf(demo.app).filter((route) => route.url.startsWith('/api/admin/'));

const refusalsOf = (memberId: number) =>
  demo.db
    .select({
      staffRole: staffRefusals.staffRole,
      permission: staffRefusals.permission,
      method: staffRefusals.method,
      route: staffRefusals.route,
      ip: staffRefusals.ip,
    })
    .from(staffRefusals)
    .where(eq(staffRefusals.memberId, memberId));

describe('the console’s staff permissions', () => {
  it('name a permission on every console route (the server would not start otherwise)', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !route.permission).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it.each(STAFF_ROLES.map((role) => [role]))(
    'refuse %s every console call its role lacks, with a recorded 403, and no other',
    async (role) => {
      const { id, token } = await staffToken(role);
      const expected: { staffRole: string; permission: string; method: string; route: string; ip: string }[] = [];
      const wrong: string[] = [];
      for (const { method, url, permission } of consoleRoutes()) {
        if (!permission) throw new Error(`${method} ${url} has no permission`);
        // No body: the check runs before the body is read, and a permitted call stops at its validation.
        const response = await demo.app.inject({
          method: method as 'GET',
          url: fill(url),
          headers: authHeaders(token),
        });
        const refused = response.statusCode === 403 && response.body === refusedBody;
        if (refused !== !roleCan(role, permission))
          wrong.push(`${method} ${url} (${permission}): ${response.statusCode}`);
        if (!roleCan(role, permission))
          expected.push({ staffRole: role, permission, method, route: url, ip: '127.0.0.1' });
      }
      expect(wrong).toEqual([]);
      const byCall = (a: { method: string; route: string }, b: { method: string; route: string }) =>
        `${a.method} ${a.route}`.localeCompare(`${b.method} ${b.route}`);
      expect((await refusalsOf(id)).sort(byCall)).toEqual(expected.sort(byCall));
    },
  );

  it('refuse an administrator never given a staff role everything, even the dashboard', async () => {
    const { id, token } = await staffToken(null);
    const response = await demo.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: authHeaders(token) });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(refusedBody);
    expect(await refusalsOf(id)).toEqual([
      {
        staffRole: NO_STAFF_ROLE,
        permission: 'dashboard.view',
        method: 'GET',
        route: '/api/admin/dashboard',
        ip: '127.0.0.1',
      },
    ]);
  });

  it('tell the console an administrator’s role and permissions, and a member nothing of them', async () => {
    const { token } = await staffToken('cashier');
    const admin = (await getUser(demo.app, token)).json<Record<string, unknown>>();
    expect(admin).toMatchObject({ staffRole: 'cashier', permissions: expect.arrayContaining(['cashier.decide']) });
    expect(admin.permissions).not.toContain('settings.view');
    const none = (await getUser(demo.app, (await staffToken(null)).token)).json<Record<string, unknown>>();
    expect(none).toMatchObject({ permissions: [] });
    expect(none).not.toHaveProperty('staffRole');
    const member = (await getUser(demo.app, await demo.login('demo', 'demo1234'))).json<Record<string, unknown>>();
    expect(member).not.toHaveProperty('staffRole');
    expect(member).not.toHaveProperty('permissions');
  });
});
