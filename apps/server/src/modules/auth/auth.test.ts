import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@site/contracts/api/member';
import { members } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';
import { fakeClock } from '../../test/fake-clock';
import { authHeaders, createMember, getUser, loginAs, loginRequest } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';
import { hashToken } from './tokens';

const clock = fakeClock();
const demo = useDemoApp({}, { clock });

const MINUTE = 60_000;
const loggedOut = { message: '로그아웃 되었습니다.' };

describe('POST /api/member/login', () => {
  it('answers a token and the user for the right password', async () => {
    const response = await loginRequest(demo.app, 'demo', 'demo1234');
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      userId: 'demo',
      level: 1,
      levelNm: '새싹',
      emoney: 1_000_000,
      point: 10_000,
      type: 1,
      role: 0,
      tendency: [],
      isLogin: true,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('keeps only the hash of the token', async () => {
    const token = await loginAs(demo.app, 'nocasino', 'demo1234');
    const stored = await demo.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 404 with the same Korean text for a wrong password and an unknown user', async () => {
    const wrongPassword = await loginRequest(demo.app, 'demo', 'wrong-password');
    const unknownUser = await loginRequest(demo.app, 'nobody', 'demo1234');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    }
  });

  it('refuses a blocked member with 406 once the password is right', async () => {
    const blocked = await createMember(demo.db, { blocked: true });
    const response = await loginRequest(demo.app, blocked.userId);
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({ message: '이용이 제한된 계정입니다. 고객센터에 문의해주세요.' });
    expect((await loginRequest(demo.app, blocked.userId, 'wrong-password')).statusCode).toBe(404);
  });

  it('answers 400 with Korean messages for an empty form', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { userId: ' ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { message: string }[] }>().issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['아이디를 입력해주세요.', '비밀번호를 입력해주세요.']),
    );
  });
});

describe('GET /api/member/user', () => {
  it('answers the signed-in user', async () => {
    const token = await loginAs(demo.app, 'nororulette', 'demo1234');
    const response = await getUser(demo.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: 'nororulette', tendency: ['51'], isLogin: true });
  });

  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    const headers = [
      {},
      authHeaders('A'.repeat(43)),
      { 'x-auth-token': 'not-a-bearer-token' },
      { 'x-auth-token': 'Basic ZGVtbzpkZW1vMTIzNA==' },
    ];
    for (const header of headers) {
      const response = await demo.app.inject({ method: 'GET', url: '/api/member/user', headers: header });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '로그인 후 이용해주세요.' });
    }
  });
});

describe('session-ending answers', () => {
  it('answers 555 to the older session after a login elsewhere; the new one works', async () => {
    const member = await createMember(demo.db);
    const first = await loginAs(demo.app, member.userId);
    const second = await loginAs(demo.app, member.userId);
    const response = await getUser(demo.app, first);
    expect(response.statusCode).toBe(555);
    expect(response.json()).toEqual({ message: '다른 기기에서 로그인되어 로그아웃됩니다.' });
    expect((await getUser(demo.app, second)).statusCode).toBe(200);
    // The older session keeps answering 555, not a generic 401, so the site can say why.
    expect((await getUser(demo.app, first)).statusCode).toBe(555);
  });

  it('answers 556 after an operator ends the session', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const ended = await demo.asAdmin('POST', `/api/admin/members/${member.userId}/logout`);
    expect(ended.statusCode).toBe(200);
    const response = await getUser(demo.app, token);
    expect(response.statusCode).toBe(556);
    expect(response.json()).toEqual(loggedOut);
  });

  it('answers 556 once autoLogoutMin passes without a request, and every request pushes that back', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    clock.advance(59 * MINUTE);
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
    clock.advance(59 * MINUTE);
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
    clock.advance(60 * MINUTE + 1);
    const response = await getUser(demo.app, token);
    expect(response.statusCode).toBe(556);
    expect(response.json()).toEqual(loggedOut);
    const [row] = await demo.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.endReason).toBe('expired');
    // The admin's own session must not expire while the fake clock runs ahead.
    await demo.loginAdmin();
  });

  it("follows the operator's autoLogoutMin", async () => {
    const setShort = await demo.asAdmin('PUT', '/api/admin/settings', { autoLogoutMin: 5 });
    expect(setShort.statusCode).toBe(200);
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    clock.advance(5 * MINUTE + 1);
    expect((await getUser(demo.app, token)).statusCode).toBe(556);
    await demo.loginAdmin();
    await demo.asAdmin('PUT', '/api/admin/settings', { autoLogoutMin: 60 });
  });

  it('answers 406 when the member is blocked during a session, and keeps answering it', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    await demo.db.update(members).set({ blocked: true }).where(eq(members.id, member.id));
    for (let i = 0; i < 2; i++) {
      const response = await getUser(demo.app, token);
      expect(response.statusCode).toBe(406);
      expect(response.json()).toEqual({ message: '이용이 제한된 계정입니다. 고객센터에 문의해주세요.' });
    }
  });
});

describe('POST /api/member/logout', () => {
  it('ends the session, after which the token is no login at all', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await getUser(demo.app, token)).statusCode).toBe(401);
  });

  it('ends the session when a client sends it with a JSON content type and an empty body', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await getUser(demo.app, token)).statusCode).toBe(401);
  });

  it('answers ok for a token that already ended or none, so the site can always log out', async () => {
    const member = await createMember(demo.db);
    const first = await loginAs(demo.app, member.userId);
    await loginAs(demo.app, member.userId);
    for (const headers of [authHeaders(first), {}]) {
      const response = await demo.app.inject({ method: 'POST', url: '/api/member/logout', headers });
      expect(response.statusCode).toBe(200);
    }
    // Logging out with the replaced token did not turn its 555 into something else.
    expect((await getUser(demo.app, first)).statusCode).toBe(555);
  });
});
