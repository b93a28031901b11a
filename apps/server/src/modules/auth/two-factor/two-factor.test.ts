import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@site/contracts/api/member';
import { twoFactorErrors, type TwoFactorSetup, type TwoFactorStatus } from '@site/contracts/api/two-factor';
import { MEMBER_TYPE_MANAGER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import { useDemoApp } from '../../../test/demo-app';
import { fakeClock } from '../../../test/fake-clock';
import { authHeaders, createMember, getUser, loginAs, loginRequest, TEST_PASSWORD } from '../../../test/members';
import { codeAt, codeStep, enrolTestMember, loginTicket } from '../../../test/second-factor';
import { checkSecondFactor } from './check';
import { LOGIN_TICKET_MAX_WRONG_CODES, LOGIN_TICKET_TTL_MS } from './ticket';
import { TOTP_STEP_SECONDS } from './totp';

const clock = fakeClock();
// Every test logs in from one address: the per-IP brake is not what these tests are about.
const demo = useDemoApp({ LOGIN_LIMIT_PER_IP_PER_MIN: '100000' }, { clock });
const STEP_MS = TOTP_STEP_SECONDS * 1000;
const at = (steps: number) => new Date(clock.now().getTime() + steps * STEP_MS);

/** A member enrolled with a fresh secret. */
async function enrolledMember(fields: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(demo.db, fields);
  return { member, secret: await enrolTestMember(demo.db, member.id, clock.now()) };
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  demo.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });

describe('logging in with a second factor', () => {
  it('answers a ticket and no session to an enrolled account, then a session for the right code', async () => {
    const { member, secret } = await enrolledMember();
    const response = await loginRequest(demo.app, member.userId);
    const body = response.json<LoginResponse>();
    expect(body).toEqual({ otpRequired: true, ticket: expect.any(String) });
    expect(body).not.toHaveProperty('token');

    const step = await codeStep(demo.app, 'ticket' in body ? body.ticket : '', codeAt(secret, clock.now()));
    expect(step.statusCode, step.body).toBe(200);
    const { token, user } = step.json<{ token: string; user: { userId: string } }>();
    expect(user.userId).toBe(member.userId);
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
  });

  it('refuses a wrong code and a code already used, even on a new ticket', async () => {
    const { member, secret } = await enrolledMember();
    const ticket = await loginTicket(demo.app, member.userId, TEST_PASSWORD);
    const code = codeAt(secret, clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await codeStep(demo.app, ticket, wrong);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: twoFactorErrors.wrongCode }]);
    expect((await codeStep(demo.app, ticket, code)).statusCode).toBe(200);

    const again = await codeStep(demo.app, await loginTicket(demo.app, member.userId, TEST_PASSWORD), code);
    expect([again.statusCode, again.json()]).toEqual([400, { message: twoFactorErrors.wrongCode }]);
  });

  it('lets exactly one of two logins racing with the same code through', async () => {
    const { member, secret } = await enrolledMember();
    const tickets = [
      await loginTicket(demo.app, member.userId, TEST_PASSWORD),
      await loginTicket(demo.app, member.userId, TEST_PASSWORD),
    ];
    const code = codeAt(secret, clock.now());
    const answers = await Promise.all(tickets.map((ticket) => codeStep(demo.app, ticket, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts a code one step early or late, and not two', async () => {
    const { member, secret } = await enrolledMember();
    const ticket = () => loginTicket(demo.app, member.userId, TEST_PASSWORD);
    // Oldest first: a step at or before the last one used is refused.
    expect((await codeStep(demo.app, await ticket(), codeAt(secret, at(-2)))).statusCode).toBe(400);
    expect((await codeStep(demo.app, await ticket(), codeAt(secret, at(-1)))).statusCode).toBe(200);
    expect((await codeStep(demo.app, await ticket(), codeAt(secret, at(2)))).statusCode).toBe(400);
    expect((await codeStep(demo.app, await ticket(), codeAt(secret, at(1)))).statusCode).toBe(200);
  });

  it('takes a recovery code in place of a code, once', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const setup = (await call(token, 'POST', '/api/member/two-factor/start')).json<TwoFactorSetup>();
    const confirmed = await call(token, 'POST', '/api/member/two-factor/confirm', {
      code: codeAt(setup.secret, clock.now()),
    });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const recovery = recoveryCodes[3] ?? '';

    const first = await codeStep(demo.app, await loginTicket(demo.app, member.userId, TEST_PASSWORD), recovery);
    expect(first.statusCode, first.body).toBe(200);
    const second = await codeStep(demo.app, await loginTicket(demo.app, member.userId, TEST_PASSWORD), recovery);
    expect(second.statusCode).toBe(400);
  });

  it('lets a ticket expire after five minutes', async () => {
    const { member, secret } = await enrolledMember();
    const ticket = await loginTicket(demo.app, member.userId, TEST_PASSWORD);
    clock.advance(LOGIN_TICKET_TTL_MS + 1000);
    const late = await codeStep(demo.app, ticket, codeAt(secret, clock.now()));
    expect([late.statusCode, late.json()]).toEqual([410, { message: twoFactorErrors.ticketExpired }]);
  });

  it('stops guessing: a ticket dies after five wrong codes, and wrong codes lock the login like wrong passwords', async () => {
    const { member, secret } = await enrolledMember();
    const code = () => codeAt(secret, clock.now());
    const wrong = () => (code() === '000000' ? '111111' : '000000');
    const ticket = await loginTicket(demo.app, member.userId, TEST_PASSWORD);
    for (let i = 0; i < LOGIN_TICKET_MAX_WRONG_CODES; i++) {
      expect((await codeStep(demo.app, ticket, wrong())).statusCode).toBe(400);
    }
    const dead = await codeStep(demo.app, ticket, code());
    expect([dead.statusCode, dead.json()]).toEqual([410, { message: twoFactorErrors.ticketExpired }]);

    // The wrong codes counted as the userId's failures: even the right password must now wait.
    const slowed = await loginRequest(demo.app, member.userId);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json<{ message: string }>().message).toMatch(/^로그인 실패가 많아 \d+초 후에/);
  });

  it('enrols the README operator and partners with their printed secrets', async () => {
    for (const [userId, password] of [
      ['admin', 'admin1234'],
      ['manager', 'manager1234'],
      ['partner1', 'partner1234'],
    ] as const) {
      expect((await loginRequest(demo.app, userId, password)).json()).toMatchObject({ otpRequired: true });
    }
  });
});

describe('enrolment from /member', () => {
  it('shows the secret once, confirms with a first code, and turns off only with the password and a code', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const status = async () => (await call(token, 'GET', '/api/member/two-factor')).json<TwoFactorStatus>();
    expect(await status()).toMatchObject({ enrolled: false, required: false });

    const setup = (await call(token, 'POST', '/api/member/two-factor/start')).json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await call(token, 'POST', '/api/member/two-factor/confirm', { code: '12345x' });
    expect(wrong.json()).toEqual({ message: twoFactorErrors.wrongCode });
    const code = codeAt(setup.secret, clock.now());
    expect((await call(token, 'POST', '/api/member/two-factor/confirm', { code })).statusCode).toBe(200);
    expect(await status()).toEqual({ enrolled: true, required: false, sessionVerified: true, recoveryCodesLeft: 10 });
    const restart = await call(token, 'POST', '/api/member/two-factor/start');
    expect([restart.statusCode, restart.json()]).toEqual([409, { message: twoFactorErrors.alreadyEnrolled }]);

    const next = codeAt(setup.secret, at(1));
    const badPassword = await call(token, 'POST', '/api/member/two-factor/disable', { password: 'nope', code: next });
    expect(badPassword.json()).toEqual({ message: twoFactorErrors.wrongPassword });
    const disabled = await call(token, 'POST', '/api/member/two-factor/disable', {
      password: TEST_PASSWORD,
      code: next,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await status()).toMatchObject({ enrolled: false, sessionVerified: false });
    expect((await loginRequest(demo.app, member.userId)).json()).toHaveProperty('token');
  });

  it('is what checkSecondFactor answers for other features', async () => {
    const plain = await createMember(demo.db);
    expect(await checkSecondFactor(demo.db, plain.id, '123456', clock.now())).toBe('not-enrolled');
    const { member, secret } = await enrolledMember();
    expect(await checkSecondFactor(demo.db, member.id, undefined, clock.now())).toBe('required');
    const code = codeAt(secret, clock.now());
    expect(await checkSecondFactor(demo.db, member.id, code, clock.now())).toBe('ok');
    expect(await checkSecondFactor(demo.db, member.id, code, clock.now())).toBe('wrong');
  });
});

describe('the consoles', () => {
  it.each([
    ['an administrator', { role: ROLE_ADMINISTRATOR }, '/api/admin/settings'],
    ['a partner', { type: MEMBER_TYPE_MANAGER }, '/api/manager/overview'],
  ])('refuse %s without a second factor until it enrols, then open on the same session', async (_who, fields, url) => {
    const member = await createMember(demo.db, fields);
    const token = await loginAs(demo.app, member.userId);
    const refused = await call(token, 'GET', url);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: twoFactorErrors.consoleNeedsSecondFactor }]);
    expect((await call(token, 'GET', '/api/member/two-factor')).json()).toMatchObject({
      required: true,
      enrolled: false,
    });

    const setup = (await call(token, 'POST', '/api/member/two-factor/start')).json<TwoFactorSetup>();
    expect((await call(token, 'GET', url)).statusCode).toBe(403);
    const code = codeAt(setup.secret, clock.now());
    expect((await call(token, 'POST', '/api/member/two-factor/confirm', { code })).statusCode).toBe(200);
    expect((await call(token, 'GET', url)).statusCode).toBe(200);
  });

  it('refuse an enrolled operator whose session was opened with the password alone until a code proves it', async () => {
    const { member, secret } = await enrolledMember({ role: ROLE_ADMINISTRATOR });
    // A session from before enrolment was required (as at this change's deploy): password only.
    await demo.db.execute(`update member_two_factor set enrolled_at = null where member_id = ${member.id}`);
    const token = await loginAs(demo.app, member.userId);
    await demo.db.execute(`update member_two_factor set enrolled_at = now() where member_id = ${member.id}`);
    expect((await call(token, 'GET', '/api/admin/settings')).statusCode).toBe(403);
    const verified = await call(token, 'POST', '/api/member/two-factor/verify', { code: codeAt(secret, clock.now()) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await call(token, 'GET', '/api/admin/settings')).statusCode).toBe(200);
  });
});
