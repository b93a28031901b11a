/**
 * A request's id follows it through the logs: the balancer's X-Request-Id when the socket is the
 * trusted proxy, a fresh uuid for anyone else, echoed to the client, and on the lines module code
 * writes through the process's logger (not request.log) while serving it.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processLogger } from '../runtime/logger';
import { listeningAddress } from '../test/listen';
import { createTestApp, type TestApp } from '../test/test-app';

const BALANCER = '10.77.0.10';
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line));
    done();
  },
});
const log = processLogger({ logLevel: 'info' }, sink);

let testApp: TestApp;

beforeAll(async () => {
  // Loopback too, for the test over a real socket (inject's sockets say whatever address a test gives).
  testApp = await createTestApp({ TRUST_PROXY: `${BALANCER},loopback` }, { loggerInstance: log });
  // Module code as services write it: the process's logger, after an await, past the body's parsing.
  testApp.app.post('/test/module-log', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.info({ marker: request.body }, 'module line');
    return { ok: true };
  });
}, 180_000);

afterAll(() => testApp.close());

async function call(remoteAddress: string, marker: string, requestId = 'lb-7f3a-0001') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/test/module-log',
    remoteAddress,
    headers: { 'x-request-id': requestId },
    payload: { marker },
  });
  expect(response.statusCode).toBe(200);
  const line = lines.find((entry) => JSON.stringify(entry.marker) === JSON.stringify({ marker }));
  return { echoed: response.headers['x-request-id'], logged: line?.reqId };
}

describe('X-Request-Id', () => {
  it('keeps the trusted balancer id, echoes it and writes it on module code lines', async () => {
    const { echoed, logged } = await call(BALANCER, 'trusted');
    expect(echoed).toBe('lb-7f3a-0001');
    expect(logged).toBe('lb-7f3a-0001');
  });

  it('carries the id over a real socket too, where the body arrives after the hooks ran', async () => {
    const url = await listeningAddress(testApp.app);
    const response = await fetch(`${url}/test/module-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'lb-7f3a-0002' },
      // The body's second half comes later, as a slow client's would: the route runs from its 'end' event.
      body: new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('{"marker":'));
          await new Promise((resolve) => setTimeout(resolve, 50));
          controller.enqueue(new TextEncoder().encode('"socket"}'));
          controller.close();
        },
      }),
      duplex: 'half',
      signal: AbortSignal.timeout(10_000),
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a-0002');
    const line = lines.find((entry) => JSON.stringify(entry.marker) === JSON.stringify({ marker: 'socket' }));
    expect(line?.reqId).toBe('lb-7f3a-0002');
  });

  it('replaces the id an untrusted socket sends with a uuid, used the same way', async () => {
    const { echoed, logged } = await call('203.0.113.7', 'untrusted');
    expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logged).toBe(echoed);
  });

  it('replaces an id from the balancer that is not short printable text', async () => {
    const { echoed } = await call(BALANCER, 'garbled', 'x'.repeat(300));
    expect(echoed).not.toBe('x'.repeat(300));
  });

  it('leaves lines written outside any request without a reqId', () => {
    log.info('between requests');
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});
