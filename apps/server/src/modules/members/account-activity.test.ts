import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountActivity } from '@site/contracts/api/account-activity';
import { memberLogins } from '../../db/schema/member-activity';
import { sessions } from '../../db/schema/sessions';
import { fakeClock } from '../../test/fake-clock';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, getUser, TEST_PASSWORD } from '../../test/members';
import { hashToken, newSessionToken } from '../auth/tokens';
import { MEMBER_LOGINS_KEPT } from '../auth/login-activity';

const clock = fakeClock();
const demo = useDemoApp({}, { clock });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function login(userId: string, userAgent: string, remoteAddress: string): Promise<string> {
  const response = await demo.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { userId, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

async function activity(token: string): Promise<AccountActivity> {
  const response = await demo.app.inject({ method: 'GET', url: '/api/member/activity', headers: authHeaders(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountActivity>();
}

describe('GET /api/member/activity', () => {
  it('lists each login with its time, IP and device, and the current session', async () => {
    const member = await createMember(demo.db);
    await login(member.userId, IPHONE_SAFARI, '203.0.113.7');
    clock.advance(60_000);
    const token = await login(member.userId, ANDROID_CHROME, '198.51.100.20');
    const seen = await activity(token);
    expect(seen.logins.map(({ ip, device }) => ({ ip, device }))).toEqual([
      { ip: '198.51.100.20', device: 'Chrome · Android' },
      { ip: '203.0.113.7', device: 'Safari · iPhone' },
    ]);
    expect(seen.logins[0]?.at).toBe(clock.now().toISOString());
    // One session per member: the iPhone's was replaced by the Android login.
    expect(seen.sessions).toEqual([
      expect.objectContaining({ current: true, device: 'Chrome · Android', ip: '198.51.100.20' }),
    ]);
    expect(seen.events).toEqual([]);
  });

  it('shows a password change among the security events', async () => {
    const member = await createMember(demo.db);
    // Login rows moved past session ids first, so no row matches a session by chance; then another
    // member logs in from an iPhone after this one: that device is not this member's.
    const other = await createMember(demo.db);
    const at = clock.now();
    const filler = [1, 2, 3].map(() => ({ memberId: other.id, ip: '10.9.9.9', userAgent: '', at }));
    await demo.db.insert(memberLogins).values(filler);
    const token = await login(member.userId, ANDROID_CHROME, '198.51.100.21');
    await login(other.userId, IPHONE_SAFARI, '203.0.113.99');
    const changed = await demo.app.inject({
      method: 'PUT',
      url: '/api/member/user',
      headers: authHeaders(token),
      payload: {
        nickName: member.nickName,
        phone: member.phone,
        currentPassword: TEST_PASSWORD,
        newPassword: 'new-pass9',
      },
      remoteAddress: '198.51.100.21',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await activity(changed.json<{ token: string }>().token);
    expect(seen.events).toEqual([
      { at: clock.now().toISOString(), kind: 'password-changed', ip: '198.51.100.21', detail: null },
    ]);
    // The change opened the caller's new session without a login: it shows the device the change was made on.
    expect(seen.sessions).toEqual([
      expect.objectContaining({ current: true, device: 'Chrome · Android', ip: '198.51.100.21' }),
    ]);
  });

  it(`keeps the newest ${MEMBER_LOGINS_KEPT} logins of a member`, async () => {
    const member = await createMember(demo.db);
    const at = clock.now();
    const old = Array.from({ length: 60 }, () => ({ memberId: member.id, ip: '10.0.0.1', userAgent: 'old', at }));
    await demo.db.insert(memberLogins).values(old);
    await login(member.userId, ANDROID_CHROME, '10.0.0.2');
    const [kept] = await demo.db.select({ n: count() }).from(memberLogins).where(eq(memberLogins.memberId, member.id));
    expect(kept?.n).toBe(MEMBER_LOGINS_KEPT);
  });

  it('answers 401 to a guest', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/api/member/activity' })).statusCode).toBe(401);
  });
});

describe('POST /api/member/sessions/end-others (다른 기기 로그아웃)', () => {
  it('ends nothing while a login already ends every other session', async () => {
    const member = await createMember(demo.db);
    const token = await login(member.userId, ANDROID_CHROME, '10.0.0.3');
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/member/sessions/end-others',
      headers: authHeaders(token),
    });
    expect(response.json()).toEqual({ ended: 0 });
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
  });

  it('ends every other session but the caller, which the other one then hears as logged out (556)', async () => {
    const member = await createMember(demo.db);
    const here = await login(member.userId, ANDROID_CHROME, '10.0.0.4');
    // The one-session rule lifted for this test, as a site allowing several devices would.
    await demo.db.execute(sql`drop index if exists sessions_one_active_per_member`);
    const there = newSessionToken();
    const now = clock.now();
    await demo.db
      .insert(sessions)
      .values({ memberId: member.id, tokenHash: hashToken(there), createdAt: now, lastSeenAt: now });
    expect((await getUser(demo.app, there)).statusCode).toBe(200);
    expect((await activity(here)).sessions.map((session) => session.current)).toEqual([false, true]);

    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/member/sessions/end-others',
      headers: authHeaders(here),
    });
    expect(response.json()).toEqual({ ended: 1 });
    expect((await getUser(demo.app, there)).statusCode).toBe(556);
    expect((await getUser(demo.app, here)).statusCode).toBe(200);
    const seen = await activity(here);
    expect(seen.sessions).toHaveLength(1);
    expect(seen.events.map((event) => event.kind)).toEqual(['sessions-ended-elsewhere']);
  });
});
