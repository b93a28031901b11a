import { describe, expect, it } from 'vitest';
import type { ProfileUpdateResponse } from '@site/contracts/api/member';
import { fakeClock } from '../../test/fake-clock';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, getUser, loginAs, loginRequest, TEST_PASSWORD } from '../../test/members';

const clock = fakeClock();
const demo = useDemoApp({ PASSWORD_FAILURES_PER_15_MIN: '3' }, { clock });

const MINUTE = 60_000;
const wrongPassword = { message: '현재 비밀번호가 일치하지 않습니다.' };
const tooManyChecks = { message: '현재 비밀번호를 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.' };
const loggedOut = { message: '로그아웃 되었습니다.' };

function update(token: string, body: Record<string, unknown>) {
  return demo.app.inject({ method: 'PUT', url: '/api/member/user', headers: authHeaders(token), payload: body });
}

describe('the current-password check of PUT member/user', () => {
  it('refuses even the right password after 3 wrong ones, until 15 minutes have passed', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const change = (currentPassword: string) =>
      update(token, { nickName: member.nickName, phone: member.phone, currentPassword });
    for (let i = 0; i < 3; i++) {
      const response = await change('guess-1234');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(wrongPassword);
    }
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooManyChecks);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));

    clock.advance(15 * MINUTE);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets only 3 of many racing guesses be checked', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        update(token, { nickName: member.nickName, phone: member.phone, currentPassword: `guess-${i}` }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('starts counting again after the right password', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const change = (currentPassword: string) =>
      update(token, { nickName: member.nickName, phone: member.phone, currentPassword });
    for (let i = 0; i < 2; i++) await change('guess-1234');
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await change('guess-1234')).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every other session and rotates the token: the new one works, the old ones answer 556', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    // Someone else holds a copy of the session's token (a second tab, a stolen token).
    const copy = token;

    const response = await update(token, {
      nickName: member.nickName,
      phone: member.phone,
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed-pass1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProfileUpdateResponse>();
    expect(body).toMatchObject({ userId: member.userId, isLogin: true });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(token);

    const old = await getUser(demo.app, copy);
    expect(old.statusCode).toBe(556);
    expect(old.json()).toEqual(loggedOut);
    expect((await getUser(demo.app, body.token ?? '')).json()).toMatchObject({ userId: member.userId });
    expect((await loginRequest(demo.app, member.userId, TEST_PASSWORD)).statusCode).toBe(404);
    expect((await loginRequest(demo.app, member.userId, 'changed-pass1')).statusCode).toBe(200);
  });

  it('ends a session opened elsewhere before the change', async () => {
    const member = await createMember(demo.db);
    const elsewhere = await loginAs(demo.app, member.userId);
    // A login replaces the other session (555); the change then ends the one that made it.
    const here = await loginAs(demo.app, member.userId);
    expect((await getUser(demo.app, elsewhere)).statusCode).toBe(555);
    const response = await update(here, {
      nickName: member.nickName,
      phone: member.phone,
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed-pass2',
    });
    const { token } = response.json<ProfileUpdateResponse>();
    expect((await getUser(demo.app, here)).statusCode).toBe(556);
    expect((await getUser(demo.app, elsewhere)).statusCode).toBe(555);
    expect((await getUser(demo.app, token ?? '')).statusCode).toBe(200);
  });

  it('is the only change that rotates: a new nickname keeps the session and answers no token', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await update(token, {
      nickName: `바뀐${member.id}`,
      phone: member.phone,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('token');
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
  });
});
