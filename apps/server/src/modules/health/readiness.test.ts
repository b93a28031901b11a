/**
 * A balancer asks /api/ready whether to send this host requests, and a supervisor asks /api/live
 * whether the process still runs: a host whose database is gone, or that is shutting down, is alive
 * but not ready.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ShutdownState } from './shutdown-state';

let testApp: TestApp;
const shutdown = new ShutdownState();

beforeAll(async () => {
  testApp = await createTestApp({}, { shutdown });
}, 180_000);

afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

// Sequential on purpose: the database is taken away, then the shutdown begins.
describe('GET /api/live and /api/ready', () => {
  it('are both 200 while the database answers', async () => {
    const live = await get('/api/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ live: true });
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
  });

  it('ready says 503 when the database is unreachable, while live still says 200', async () => {
    await testApp.database.close();
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, reason: 'database unreachable' });
    expect((await get('/api/live')).statusCode).toBe(200);
  });

  it('ready says 503 once the shutdown has begun', async () => {
    shutdown.begin();
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, reason: 'shutting down' });
    expect((await get('/api/live')).statusCode).toBe(200);
  });
});
