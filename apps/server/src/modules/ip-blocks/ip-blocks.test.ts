import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { useDemoApp } from '../../test/demo-app';
import { fakeClock } from '../../test/fake-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BLOCK_LIST_MAX_AGE_MS } from './block-list';

const clock = fakeClock();
const demo = useDemoApp({}, { clock });
/** a second server on the same database, trusting the loopback proxy */
let behindProxy: TestApp;

beforeAll(async () => {
  behindProxy = await createTestApp({ TRUST_PROXY: 'loopback' }, { clock, database: demo.database });
});

afterAll(() => behindProxy.close());

const BLOCKED_IP = '203.0.113.7';
const blockedBody = { message: '접속이 차단된 IP입니다.' };

const changeBlock = (method: 'POST' | 'DELETE', ip: string) => demo.asAdmin(method, '/api/admin/ip-blocks', { ip });

function getFrom(app: App, remoteAddress: string, url = '/api/setting/maintanace', headers = {}) {
  return app.inject({ method: 'GET', url, remoteAddress, headers });
}

describe('blocked IPs', () => {
  it('get HTTP 600 with the Korean text on every API call, at once after the operator blocks them', async () => {
    expect((await getFrom(demo.app, BLOCKED_IP)).statusCode).toBe(200);
    const added = await changeBlock('POST', BLOCKED_IP);
    expect(added.statusCode).toBe(200);

    for (const url of ['/api/setting/maintanace', '/api/member/user', '/api/no/such/call']) {
      const response = await getFrom(demo.app, BLOCKED_IP, url);
      expect(response.statusCode, url).toBe(600);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(blockedBody);
    }
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/member/login',
      remoteAddress: BLOCKED_IP,
      payload: { userId: 'demo', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(600);
  });

  it('also match when the socket reports the IPv4 address in its IPv6 form', async () => {
    expect((await getFrom(demo.app, `::ffff:${BLOCKED_IP}`)).statusCode).toBe(600);
  });

  it('leave other addresses, the health check and the site outside /api alone', async () => {
    expect((await getFrom(demo.app, '203.0.113.8')).statusCode).toBe(200);
    expect((await getFrom(demo.app, BLOCKED_IP, '/api/health')).statusCode).toBe(200);
    expect((await getFrom(demo.app, BLOCKED_IP, '/some/page')).statusCode).toBe(404);
  });

  it('are listed for the operator', async () => {
    const response = await demo.asAdmin('GET', '/api/admin/ip-blocks');
    expect(response.json()).toEqual([{ ip: BLOCKED_IP, createdAt: expect.any(String) }]);
  });

  it('are refused as input unless they are IP addresses', async () => {
    const response = await changeBlock('POST', '203.0.113.999');
    expect(response.statusCode).toBe(400);
  });
});

describe('X-Forwarded-For', () => {
  const forwardedFromBlocked = { 'x-forwarded-for': BLOCKED_IP };

  it('is ignored when TRUST_PROXY is unset, so a client cannot pick its address', async () => {
    expect((await getFrom(demo.app, '127.0.0.1', undefined, forwardedFromBlocked)).statusCode).toBe(200);
    // Nor hide a blocked address behind a made-up one.
    expect((await getFrom(demo.app, BLOCKED_IP, undefined, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(
      600,
    );
  });

  it('names the client when the sender is a trusted proxy, and only then', async () => {
    const viaProxy = await getFrom(behindProxy.app, '127.0.0.1', undefined, forwardedFromBlocked);
    expect(viaProxy.statusCode).toBe(600);
    expect(viaProxy.json()).toEqual(blockedBody);
    expect((await getFrom(behindProxy.app, '198.51.100.1', undefined, forwardedFromBlocked)).statusCode).toBe(200);
  });
});

describe('the block list on several servers', () => {
  it("reaches another server within 10 s, and this server's own removal at once", async () => {
    const ip = '203.0.113.50';
    expect((await getFrom(behindProxy.app, ip)).statusCode).toBe(200);
    await changeBlock('POST', ip);
    expect((await getFrom(demo.app, ip)).statusCode).toBe(600);
    // The other server still has the list it read a moment ago...
    expect((await getFrom(behindProxy.app, ip)).statusCode).toBe(200);
    clock.advance(BLOCK_LIST_MAX_AGE_MS);
    // ...and reads it again once it is 10 s old.
    expect((await getFrom(behindProxy.app, ip)).statusCode).toBe(600);

    await demo.loginAdmin();
    const removed = await changeBlock('DELETE', ip);
    expect(removed.statusCode).toBe(200);
    expect((await getFrom(demo.app, ip)).statusCode).toBe(200);
  });
});
