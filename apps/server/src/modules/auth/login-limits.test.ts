import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginLock } from '@site/contracts/api/admin-login-locks';
import { fakeClock } from '../../test/fake-clock';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, loginAs, loginRequest, TEST_PASSWORD } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';

// Low limits so the tests stay short; the defaults (30, 10, 5, 60 s) are checked in config.test.ts.
const clock = fakeClock();
const demo = useDemoApp(
  {
    LOGIN_LIMIT_PER_IP_PER_MIN: '5',
    LOGIN_LOCK_AFTER_FAILURES: '3',
    LOGIN_SLOWDOWN_AFTER_FAILURES: '4',
    LOGIN_SLOWDOWN_MAX_SEC: '8',
  },
  { clock },
);

const tooMany = { message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' };
const slowedDown = (seconds: number) => ({ message: `로그인 실패가 많아 ${seconds}초 후에 다시 시도할 수 있습니다.` });
const MINUTE = 60_000;

let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const attempt = (userId: string, password: string, ip: string) => loginRequest(demo.app, userId, password, ip);

function expect429(response: LightMyRequestResponse, body: { message: string }, retryAfterSec: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(body);
  expect(response.headers['retry-after']).toBe(String(retryAfterSec));
}

/** Wrong passwords for the userId, each from an IP of its own (no pair reaches its lock). */
async function failFromEverywhere(userId: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
}

describe('login lock per (userId, IP)', () => {
  it('refuses the pair after 3 failures, even with the right password, while the owner logs in from another IP', async () => {
    const { userId } = await createMember(demo.db);
    const guesser = freshIp();
    for (let i = 0; i < 3; i++) expect((await attempt(userId, 'wrong-password1', guesser)).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, guesser), tooMany, 15 * 60);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);

    clock.advance(14 * MINUTE);
    expect429(await attempt(userId, TEST_PASSWORD, guesser), tooMany, 60);
    clock.advance(MINUTE);
    expect((await attempt(userId, TEST_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('does not lock the administrator out: a guesser elsewhere is refused, the administrator is not', async () => {
    const guesser = freshIp();
    for (let i = 0; i < 3; i++) await attempt('admin', 'admin-guess1', guesser);
    expect429(await attempt('admin', 'admin1234', guesser), tooMany, 15 * 60);
    expect((await attempt('admin', 'admin1234', freshIp())).statusCode).toBe(200);
    await demo.loginAdmin();
  });

  it('counts unknown userIds the same way, so the lock tells nothing about which ids exist', async () => {
    const guesser = freshIp();
    for (let i = 0; i < 3; i++) expect((await attempt('ghost', 'x', guesser)).statusCode).toBe(404);
    expect429(await attempt('ghost', 'x', guesser), tooMany, 15 * 60);
  });

  it('checks no more than 3 passwords of one id from one IP when 5 guesses arrive at once', async () => {
    const { userId } = await createMember(demo.db);
    const guesser = freshIp();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => attempt(userId, 'wrong-password1', guesser)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([404, 404, 404, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toEqual(tooMany);
    }
    clock.advance(MINUTE); // past the IP's attempts per minute: the pair's lock is what refuses
    expect429(await attempt(userId, TEST_PASSWORD, guesser), tooMany, 14 * 60);
  });

  it("starts the pair's count again after a successful login", async () => {
    const { userId } = await createMember(demo.db);
    const ip = freshIp();
    for (let i = 0; i < 2; i++) await attempt(userId, 'wrong-password1', ip);
    expect((await attempt(userId, TEST_PASSWORD, ip)).statusCode).toBe(200);
    clock.advance(MINUTE); // past the IP's attempts per minute
    for (let i = 0; i < 2; i++) expect((await attempt(userId, 'wrong-password1', ip)).statusCode).toBe(404);
    expect((await attempt(userId, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('growing delay per userId', () => {
  it('makes every attempt after 4 failures from anywhere wait 1 s, 2 s, 4 s, then at most 8 s', async () => {
    const { userId } = await createMember(demo.db);
    await failFromEverywhere(userId, 4);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(1), 1);

    clock.advance(1000);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(2), 2);
    clock.advance(1000);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(1), 1);
    clock.advance(1000);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(4), 4);
    clock.advance(4000);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(8), 8);
    clock.advance(8000);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    // 16 s by doubling, but never more than the cap: the owner from a new IP gets in after 8 s.
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(8), 8);
    clock.advance(8000);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('lets exactly one of several attempts through when the delay is over', async () => {
    const { userId } = await createMember(demo.db);
    await failFromEverywhere(userId, 4);
    clock.advance(1000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => attempt(userId, 'wrong-password1', freshIp())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([404, 429, 429, 429]);
  });

  it('checks no more than 4 wrong passwords from anywhere before the delay, however many arrive at once', async () => {
    const { userId } = await createMember(demo.db);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(() => attempt(userId, 'wrong-password1', freshIp())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([404, 404, 404, 404, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toEqual(slowedDown(1));
    }
    // The fifth check comes a second after the fourth, as if the four had come one by one.
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(1), 1);
    clock.advance(1000);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('does not slow the owner on an IP they logged in from before', async () => {
    const { userId } = await createMember(demo.db);
    const home = freshIp();
    expect((await attempt(userId, TEST_PASSWORD, home)).statusCode).toBe(200);
    await failFromEverywhere(userId, 4);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(429);
    expect((await attempt(userId, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('keeps counting while failures go on, and forgets them after 15 minutes without one', async () => {
    const { userId } = await createMember(demo.db);
    await failFromEverywhere(userId, 4);
    clock.advance(14 * MINUTE);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(2), 2);
    // 28 minutes after the first failure, but 14 after the last: still counted.
    clock.advance(14 * MINUTE);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, freshIp()), slowedDown(4), 4);

    clock.advance(15 * MINUTE);
    expect((await attempt(userId, 'wrong-password1', freshIp())).statusCode).toBe(404);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('login rate limit per IP', () => {
  it('refuses the 6th attempt in a minute from one IP, whatever the userId, and only from that IP', async () => {
    const { userId } = await createMember(demo.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(`probe${i}`, 'x', ip)).statusCode).toBe(404);
    expect429(await attempt(userId, TEST_PASSWORD, ip), tooMany, 60);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);

    clock.advance(MINUTE);
    expect((await attempt(userId, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('operator view of login locks', () => {
  const listLocks = async () => {
    const response = await demo.asAdmin('GET', '/api/admin/login-locks');
    expect(response.statusCode).toBe(200);
    return response.json<LoginLock[]>();
  };

  it('lists a locked pair and a slowed userId, and clearing them lets the owner straight back in', async () => {
    const { userId } = await createMember(demo.db);
    const guesser = freshIp();
    for (let i = 0; i < 3; i++) await attempt(userId, 'wrong-password1', guesser);
    await failFromEverywhere(userId, 1);

    const locks = (await listLocks()).filter((lock) => lock.userId === userId);
    expect(locks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'pair', userId, ip: guesser, failures: 3, delaySec: null }),
        expect.objectContaining({ kind: 'user', userId, ip: null, failures: 4, delaySec: 1 }),
      ]),
    );
    expect(locks).toHaveLength(2);

    const pair = await demo.asAdmin('DELETE', '/api/admin/login-locks', { userId, ip: guesser });
    expect(pair.json()).toEqual({ cleared: 1 });
    expect((await listLocks()).filter((lock) => lock.userId === userId).map((lock) => lock.kind)).toEqual(['user']);
    expect((await attempt(userId, TEST_PASSWORD, freshIp())).statusCode).toBe(429);

    // Without an IP: the delay and every pair of the userId, below the lock or not (here one).
    const all = await demo.asAdmin('DELETE', '/api/admin/login-locks', { userId: userId.toUpperCase() });
    expect(all.json()).toEqual({ cleared: 2 });
    expect((await listLocks()).some((lock) => lock.userId === userId)).toBe(false);
    expect((await attempt(userId, TEST_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('is for administrators only: a member gets 403 and clears nothing', async () => {
    const { userId } = await createMember(demo.db);
    const guesser = freshIp();
    for (let i = 0; i < 3; i++) await attempt(userId, 'wrong-password1', guesser);
    const member = await createMember(demo.db);
    const headers = authHeaders(await loginAs(demo.app, member.userId));

    const list = await demo.app.inject({ method: 'GET', url: '/api/admin/login-locks', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: '권한이 없습니다.' });
    const clear = await demo.app.inject({
      method: 'DELETE',
      url: '/api/admin/login-locks',
      headers,
      payload: { userId, ip: guesser },
    });
    expect(clear.statusCode).toBe(403);
    expect((await attempt(userId, TEST_PASSWORD, guesser)).statusCode).toBe(429);
  });
});

describe('two servers on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp(
      { LOGIN_LIMIT_PER_IP_PER_MIN: '5', LOGIN_LOCK_AFTER_FAILURES: '3', LOGIN_SLOWDOWN_AFTER_FAILURES: '4' },
      { clock, database: demo.database },
    );
  });
  afterAll(() => other.close());

  it('share the pair lock and the per-IP count', async () => {
    const { userId } = await createMember(demo.db);
    const guesser = freshIp();
    await attempt(userId, 'wrong-password1', guesser);
    await loginRequest(other.app, userId, 'wrong-password1', guesser);
    await attempt(userId, 'wrong-password1', guesser);
    expect((await loginRequest(other.app, userId, TEST_PASSWORD, guesser)).statusCode).toBe(429);
    expect((await loginRequest(other.app, userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);

    const ip = freshIp();
    for (let i = 0; i < 3; i++) await attempt(`probe${i}`, 'x', ip);
    for (let i = 3; i < 5; i++) expect((await loginRequest(other.app, `probe${i}`, 'x', ip)).statusCode).toBe(404);
    expect((await attempt(userId, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });
});
