import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRequestLogging } from './request-log';

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  status?: number;
}

const WARN = 40;
// Far above what a quick answer takes even on a busy CI machine (a 20 ms threshold was once crossed
// by the first request after start-up), and the slow route sleeps well past it.
const SLOW_MS = 250;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** An app logging as the site's does, at `level`, with a fast, a slow and a failing route. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  const app = Fastify({
    // As buildApp takes the process's logger (AppDeps.loggerInstance).
    loggerInstance: pino({ level }, sink) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLogging(app, { slowMs: SLOW_MS });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(SLOW_MS * 2);
    return { ok: true };
  });
  app.get('/fail', async () => {
    throw new Error('broken');
  });
  await app.ready();
  close = () => app.close();
  return { app, lines };
}

describe('request logging', () => {
  it('writes nothing at info for a quick answer', async () => {
    const { app, lines } = await appLoggingAt('info');
    expect((await app.inject('/fast')).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('warns of a slow answer, naming the request', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject('/slow');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: WARN, msg: 'slow request', url: '/slow', status: 200 }),
    );
  });

  it('warns of a server error', async () => {
    const { app, lines } = await appLoggingAt('info');
    expect((await app.inject('/fail')).statusCode).toBe(500);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: WARN, msg: 'request failed', url: '/fail', status: 500 }),
    );
  });

  it('logs every request at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject('/fast');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', url: '/fast', status: 200 }));
  });
});
