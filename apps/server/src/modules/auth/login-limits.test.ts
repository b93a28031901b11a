import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/fake-clock';
import { createMember, loginRequest, TEST_PASSWORD } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';

// Low limits so the tests stay short; the defaults (30 and 10) are checked in config.test.ts.
const clock = fakeClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP_PER_MIN: '5', LOGIN_FAILURE_LIMIT_PER_USER: '3' }, { clock });
});

afterAll(() => testApp.close());

const tooMany = { message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe('login rate limit per userId', () => {
  it('refuses even the right password after 3 failures, until 15 minutes have passed', async () => {
    const { userId } = await createMember(testApp.db);
    for (let i = 0; i < 3; i++) {
      expect((await loginRequest(testApp.app, userId, 'wrong-password', freshIp())).statusCode).toBe(404);
    }
    const refused = await loginRequest(testApp.app, userId, TEST_PASSWORD, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);

    clock.advance(14 * 60_000);
    expect((await loginRequest(testApp.app, userId, TEST_PASSWORD, freshIp())).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await loginRequest(testApp.app, userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('counts failures for unknown userIds too, so probing ids is limited the same way', async () => {
    for (let i = 0; i < 3; i++) await loginRequest(testApp.app, 'ghost', 'x', freshIp());
    expect((await loginRequest(testApp.app, 'ghost', 'x', freshIp())).statusCode).toBe(429);
  });

  it('starts counting again after a successful login', async () => {
    const { userId } = await createMember(testApp.db);
    for (let i = 0; i < 2; i++) await loginRequest(testApp.app, userId, 'wrong-password', freshIp());
    expect((await loginRequest(testApp.app, userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await loginRequest(testApp.app, userId, 'wrong-password', freshIp());
    expect((await loginRequest(testApp.app, userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('login rate limit per IP', () => {
  it('refuses the 6th attempt in a minute from one IP, whatever the userId, and only from that IP', async () => {
    const { userId } = await createMember(testApp.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await loginRequest(testApp.app, `probe${i}`, 'x', ip)).statusCode).toBe(404);
    }
    const refused = await loginRequest(testApp.app, userId, TEST_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await loginRequest(testApp.app, userId, TEST_PASSWORD, freshIp())).statusCode).toBe(200);

    clock.advance(60_000);
    expect((await loginRequest(testApp.app, userId, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});
