import { and, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffCreateInput, StaffMember } from '@site/contracts/api/staff';
import { operatorAuditLog } from '../../db/schema/operator-audit';
import { members } from '../../db/schema/members';
import { staffRefusals } from '../../db/schema/staff';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, getUser, loginAs, loginRequest } from '../../test/members';
import { enrolTestMember } from '../../test/second-factor';

const demo = useDemoApp();

const ACCOUNT_BLOCKED = { message: '이용이 제한된 계정입니다. 고객센터에 문의해주세요.' };

/** Tokens of the seeded staff (README): admin is the owner, subadmin an administrator. */
const token: Record<'owner' | 'administrator' | 'cashier', string> = { owner: '', administrator: '', cashier: '' };
beforeAll(async () => {
  token.owner = demo.adminToken;
  token.administrator = await demo.login('subadmin', 'subadmin1234');
  token.cashier = await demo.login('cashier', 'cashier1234');
});

function call(as: string, method: HTTPMethods, url: string, payload?: object) {
  return demo.app.inject({ method, url, headers: authHeaders(as), ...(payload ? { payload } : {}) });
}

async function staffList(): Promise<StaffMember[]> {
  const response = await call(token.owner, 'GET', '/api/admin/staff');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffMember[]>();
}

async function staffOf(userId: string): Promise<StaffMember> {
  const found = (await staffList()).find((member) => member.userId === userId);
  if (!found) throw new Error(`${userId} is not listed as staff`);
  return found;
}

const activeOwners = async () =>
  (await staffList()).filter((member) => member.staffRole === 'owner' && !member.suspended).map((m) => m.userId);

const auditRows = (action: string, targetId: string) =>
  demo.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.targetId, targetId)))
    .orderBy(operatorAuditLog.id);

const auditCount = async () => (await demo.db.select({ id: operatorAuditLog.id }).from(operatorAuditLog)).length;

let serial = 0;
const STAFF_PASSWORD = 'staff1234';
function newStaffBody(staffRole: StaffCreateInput['staffRole']): StaffCreateInput {
  serial += 1;
  const suffix = `${process.pid % 1000}x${serial}`;
  return { userId: `stf${suffix}`, nickName: `직원${suffix}`, password: STAFF_PASSWORD, staffRole };
}

/** A staff account the owner made, with its token (no second factor: enough for member calls). */
async function madeStaff(staffRole: StaffCreateInput['staffRole'] = 'cashier') {
  const body = newStaffBody(staffRole);
  const response = await call(token.owner, 'POST', '/api/admin/staff', body);
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json<StaffMember>(), token: await loginAs(demo.app, body.userId, STAFF_PASSWORD) };
}

describe('GET /api/admin/staff', () => {
  it('lists the seeded staff: one account per role, each enrolled in the second factor', async () => {
    const seeded = (await staffList()).filter((member) =>
      ['admin', 'subadmin', 'cashier', 'support', 'risk', 'viewer'].includes(member.userId),
    );
    expect(Object.fromEntries(seeded.map((member) => [member.userId, member.staffRole]))).toEqual({
      admin: 'owner',
      subadmin: 'administrator',
      cashier: 'cashier',
      support: 'support',
      risk: 'risk',
      viewer: 'readonly',
    });
    for (const member of seeded) expect(member).toMatchObject({ suspended: false, secondFactor: true });
    // Members and partners are no staff.
    expect((await staffList()).map((member) => member.userId)).not.toContain('demo');
    expect((await staffList()).map((member) => member.userId)).not.toContain('manager');
  });
});

describe("the README's staff accounts", () => {
  it.each([
    ['support', 'support1234'],
    ['risk', 'risk1234'],
    ['viewer', 'viewer1234'],
  ])('%s signs in with its password and the code of its printed secret', async (userId, password) => {
    const user = await getUser(demo.app, await demo.login(userId, password));
    expect(user.json()).toMatchObject({ userId, type: 1, role: 10 });
  });
});

describe('POST /api/admin/staff', () => {
  it('lets the owner make an administrator account with its role, which signs in and is audited', async () => {
    const body = newStaffBody('cashier');
    const response = await call(token.owner, 'POST', '/api/admin/staff', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      userId: body.userId,
      nickName: body.nickName,
      staffRole: 'cashier',
      suspended: false,
      secondFactor: false,
      lastLoginAt: null,
    });
    const [row] = await demo.db.select().from(members).where(eq(members.userId, body.userId));
    expect(row).toMatchObject({ type: 1, role: 10, withdrawalType: 0, level: 1, staffRole: 'cashier' });

    // It signs in with its password; the console then asks for the second factor it has yet to enrol.
    const staffToken = await loginAs(demo.app, body.userId, STAFF_PASSWORD);
    const console = await call(staffToken, 'GET', '/api/admin/staff');
    expect(console.statusCode).toBe(403);

    const [audit] = await auditRows('staff.create', body.userId);
    expect(audit).toMatchObject({ actorUserId: 'admin', targetKind: 'staff', before: null });
    expect(audit?.after).toEqual({ nickName: body.nickName, staffRole: 'cashier' });
  });

  it('lets an administrator make staff, but not an owner', async () => {
    const support = newStaffBody('support');
    const made = await call(token.administrator, 'POST', '/api/admin/staff', support);
    expect(made.statusCode, made.body).toBe(200);
    expect((await auditRows('staff.create', support.userId))[0]?.actorUserId).toBe('subadmin');

    const owner = newStaffBody('owner');
    const refused = await call(token.administrator, 'POST', '/api/admin/staff', owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: '최고 관리자 계정은 최고 관리자만 만들 수 있습니다.' });
    expect((await staffList()).map((member) => member.userId)).not.toContain(owner.userId);
    expect(await auditRows('staff.create', owner.userId)).toEqual([]);
  });

  it('refuses a role without the staff permission, and makes nothing', async () => {
    const body = newStaffBody('cashier');
    const response = await call(token.cashier, 'POST', '/api/admin/staff', body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: '이 작업을 할 권한이 없습니다.' });
    expect((await staffList()).map((member) => member.userId)).not.toContain(body.userId);
  });

  it.each([
    ['an id sign-up refuses', { userId: 'AB' }, 400, '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.'],
    ['a short password', { password: 'abc1' }, 400, '비밀번호는 8자 이상이어야 합니다.'],
    ['a password without digits', { password: 'abcdefgh' }, 400, '비밀번호에 숫자를 포함해주세요.'],
    ['a one-letter nickname', { nickName: '가' }, 400, '닉네임은 2자 이상이어야 합니다.'],
    ['a role that does not exist', { staffRole: 'boss' }, 400, '역할을 목록에서 골라주세요.'],
    ['a taken id', { userId: 'cashier' }, 409, '이미 사용 중인 아이디입니다.'],
    ['a taken nickname', { nickName: '출납담당' }, 409, '이미 사용 중인 닉네임입니다.'],
  ])('refuses %s in Korean and changes nothing', async (_case, change, status, message) => {
    const [staffBefore, auditBefore] = [await staffList(), await auditCount()];
    const response = await call(token.owner, 'POST', '/api/admin/staff', { ...newStaffBody('cashier'), ...change });
    expect(response.statusCode).toBe(status);
    // A schema's refusal names the field; the server's own answers carry the message alone.
    expect(status === 400 ? response.json().issues[0].message : response.json().message).toBe(message);
    expect(await staffList()).toEqual(staffBefore);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('PUT /api/admin/staff/:id/role', () => {
  const changeRole = (as: string, id: number, staffRole: string) =>
    call(as, 'PUT', `/api/admin/staff/${id}/role`, { staffRole });

  it("changes another account's role, re-reads its session at once and records before and after", async () => {
    const staff = await madeStaff('cashier');
    const response = await changeRole(token.owner, staff.id, 'risk');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userId: staff.userId, staffRole: 'risk' });
    const [audit] = await auditRows('staff.role.change', staff.userId);
    expect(audit).toMatchObject({
      actorUserId: 'admin',
      before: { staffRole: 'cashier' },
      after: { staffRole: 'risk' },
    });
    // The same role again changes nothing and records nothing.
    expect((await changeRole(token.owner, staff.id, 'risk')).statusCode).toBe(200);
    expect(await auditRows('staff.role.change', staff.userId)).toHaveLength(1);
    // The account's session goes on under its new role.
    expect((await getUser(demo.app, staff.token)).statusCode).toBe(200);
  });

  it('lets an administrator change roles below the owner, never to or from owner', async () => {
    const staff = await madeStaff('support');
    expect((await changeRole(token.administrator, staff.id, 'readonly')).json()).toMatchObject({
      staffRole: 'readonly',
    });

    const promote = await changeRole(token.administrator, staff.id, 'owner');
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ message: '최고 관리자 역할은 최고 관리자만 주거나 바꿀 수 있습니다.' });
    const admin = await staffOf('admin');
    const demote = await changeRole(token.administrator, admin.id, 'cashier');
    expect(demote.statusCode).toBe(403);
    expect((await staffOf(staff.userId)).staffRole).toBe('readonly');
    expect((await staffOf('admin')).staffRole).toBe('owner');
  });

  it('refuses a change of one’s own role, even by an owner', async () => {
    for (const [as, userId] of [
      [token.owner, 'admin'],
      [token.administrator, 'subadmin'],
    ] as const) {
      const self = await staffOf(userId);
      const response = await changeRole(as, self.id, 'readonly');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: '자신의 역할은 바꿀 수 없습니다.' });
      expect((await staffOf(userId)).staffRole).toBe(self.staffRole);
    }
  });

  it('answers 404 for an account that is no staff, 400 in Korean for a role that does not exist', async () => {
    const [demoMember] = await demo.db.select().from(members).where(eq(members.userId, 'demo'));
    for (const id of [demoMember?.id ?? 0, 999_999]) {
      const response = await changeRole(token.owner, id, 'cashier');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '직원 계정을 찾을 수 없습니다.' });
    }
    const staff = await madeStaff('cashier');
    const bad = await changeRole(token.owner, staff.id, 'king');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('역할을 목록에서 골라주세요.');
    expect((await staffOf(staff.userId)).staffRole).toBe('cashier');
  });
});

describe('POST /api/admin/staff/:id/suspend and /resume', () => {
  it("ends the account's session at once and refuses its login until it is resumed", async () => {
    const staff = await madeStaff('support');
    expect((await getUser(demo.app, staff.token)).statusCode).toBe(200);

    const suspended = await call(token.owner, 'POST', `/api/admin/staff/${staff.id}/suspend`);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ userId: staff.userId, suspended: true });
    // Its very next call, from the session the cache held a moment ago, is refused.
    const next = await getUser(demo.app, staff.token);
    expect(next.statusCode).toBe(406);
    expect(next.json()).toEqual(ACCOUNT_BLOCKED);
    const login = await loginRequest(demo.app, staff.userId, STAFF_PASSWORD);
    expect(login.statusCode).toBe(406);
    expect(login.json()).toEqual(ACCOUNT_BLOCKED);
    const [audit] = await auditRows('staff.suspend', staff.userId);
    expect(audit).toMatchObject({ actorUserId: 'admin', before: { suspended: false } });
    expect(audit?.after).toEqual({ suspended: true, sessionsEnded: 1 });

    const resumed = await call(token.owner, 'POST', `/api/admin/staff/${staff.id}/resume`);
    expect(resumed.json()).toMatchObject({ suspended: false });
    expect(await auditRows('staff.resume', staff.userId)).toHaveLength(1);
    // The ended session stays ended; the account signs in again.
    expect((await getUser(demo.app, staff.token)).statusCode).toBe(406);
    expect((await getUser(demo.app, await loginAs(demo.app, staff.userId, STAFF_PASSWORD))).statusCode).toBe(200);
  });

  it('lets an administrator suspend staff, but not the owner nor itself', async () => {
    const staff = await madeStaff('risk');
    const done = await call(token.administrator, 'POST', `/api/admin/staff/${staff.id}/suspend`);
    expect(done.json()).toMatchObject({ suspended: true });
    expect((await call(token.administrator, 'POST', `/api/admin/staff/${staff.id}/resume`)).statusCode).toBe(200);

    const owner = await call(token.administrator, 'POST', `/api/admin/staff/${(await staffOf('admin')).id}/suspend`);
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({ message: '최고 관리자 계정은 최고 관리자만 정지하거나 정지를 풀 수 있습니다.' });
    const self = await call(token.administrator, 'POST', `/api/admin/staff/${(await staffOf('subadmin')).id}/suspend`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: '자신의 계정은 정지하거나 정지를 풀 수 없습니다.' });
    // Both still work.
    expect((await getUser(demo.app, token.owner)).statusCode).toBe(200);
    expect((await getUser(demo.app, token.administrator)).statusCode).toBe(200);
  });

  it("refuses the members tab's block of a staff account, which would pass around these rules", async () => {
    const response = await call(token.administrator, 'PUT', '/api/admin/members/admin', { blocked: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '직원 계정은 직원 관리에서 정지하거나 정지를 풀어주세요.' });
    expect((await staffOf('admin')).suspended).toBe(false);
  });
});

describe('GET /api/admin/staff/refusals', () => {
  it('pages the refused console calls newest first, each with the caller’s login id', async () => {
    const cashier = await staffOf('cashier');
    const refusal = (at: string, permission: string) => ({
      at: new Date(at),
      memberId: cashier.id,
      staffRole: 'cashier',
      permission,
      method: 'PUT',
      route: '/api/admin/settings',
      ip: '203.0.113.7',
    });
    // Calls refused earlier in this file (the permission check records them) are older than these two.
    const before = (await call(token.owner, 'GET', '/api/admin/staff/refusals')).json<{ totalCount: number }>();
    await demo.db
      .insert(staffRefusals)
      .values([refusal('2026-11-29T01:00:00Z', 'settings.configure'), refusal('2026-11-29T02:00:00Z', 'staff.view')]);

    const first = await call(token.owner, 'GET', '/api/admin/staff/refusals?size=1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      page: 1,
      pageCount: before.totalCount + 2,
      totalCount: before.totalCount + 2,
    });
    expect(first.json().items).toEqual([
      expect.objectContaining({ userId: 'cashier', permission: 'staff.view', at: '2026-11-29T02:00:00.000Z' }),
    ]);
    const second = await call(token.owner, 'GET', '/api/admin/staff/refusals?page=2&size=1');
    expect(second.json().items).toEqual([
      expect.objectContaining({ userId: 'cashier', permission: 'settings.configure', route: '/api/admin/settings' }),
    ]);

    const bad = await call(token.owner, 'GET', '/api/admin/staff/refusals?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('페이지 번호는 1부터입니다.');
  });
});

describe('the last owner', () => {
  it('cannot be demoted or suspended by anyone while it is the only one', async () => {
    expect(await activeOwners()).toEqual(['admin']);
    const admin = await staffOf('admin');
    const attempts = [
      call(token.owner, 'PUT', `/api/admin/staff/${admin.id}/role`, { staffRole: 'administrator' }),
      call(token.owner, 'POST', `/api/admin/staff/${admin.id}/suspend`),
      call(token.administrator, 'PUT', `/api/admin/staff/${admin.id}/role`, { staffRole: 'administrator' }),
      call(token.administrator, 'POST', `/api/admin/staff/${admin.id}/suspend`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect(await activeOwners()).toEqual(['admin']);
    expect((await getUser(demo.app, token.owner)).statusCode).toBe(200);
  });
});

// Last: one of the two owners ends up an administrator, the seeded admin perhaps.
describe('two owners demoting each other at once', () => {
  /** The owner left so far: it makes the next second owner, and whoever wins a duel stays. */
  let owner = { userId: 'admin', token: '' };

  async function secondOwner() {
    const body = newStaffBody('owner');
    const made = await call(owner.token, 'POST', '/api/admin/staff', body);
    expect(made.statusCode, made.body).toBe(200);
    const secret = await enrolTestMember(demo.db, made.json<StaffMember>().id);
    return { userId: body.userId, token: await demo.loginWithSecret(body.userId, STAFF_PASSWORD, secret) };
  }

  // A race can fall either way, and without the lock both may pass: a few rounds, each a fresh pair.
  it.each([1, 2, 3])('lets exactly one succeed, so an owner remains (round %i)', async () => {
    owner.token ||= token.owner;
    const second = await secondOwner();
    const pair = [owner, second];
    expect((await activeOwners()).sort()).toEqual(pair.map((one) => one.userId).sort());
    const ids = await Promise.all(pair.map(async (one) => (await staffOf(one.userId)).id));

    const answers = await Promise.all([
      call(owner.token, 'PUT', `/api/admin/staff/${ids[1]}/role`, { staffRole: 'administrator' }),
      call(second.token, 'PUT', `/api/admin/staff/${ids[0]}/role`, { staffRole: 'administrator' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    // The one whose demotion went through is the owner left, and only its change is in the trail.
    const winner = answers[0]?.statusCode === 200 ? owner : second;
    expect(await activeOwners()).toEqual([winner.userId]);
    const changes = [
      ...(await auditRows('staff.role.change', owner.userId)),
      ...(await auditRows('staff.role.change', second.userId)),
    ].filter((row) => (row.after as { staffRole?: string }).staffRole === 'administrator');
    expect(changes.map((row) => row.actorUserId)).toContain(winner.userId);
    expect(changes.map((row) => row.actorUserId)).not.toContain(winner === owner ? second.userId : owner.userId);
    owner = winner;
  });
});
