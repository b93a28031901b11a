import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRequestDeadline } from './request-deadline';

/** An app whose /wait answers only when released, and /now at once. */
function deadlineApp(deadlineMs: number) {
  const app = Fastify({ logger: false });
  registerRequestDeadline(app, deadlineMs);
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  app.get('/wait', async (_request, reply) => {
    await gate;
    // A late request was answered already: its handler finds its reply sent.
    if (!reply.sent) return reply.send({ answered: 'late but in time' });
    return reply;
  });
  app.get('/now', async () => ({ answered: 'at once' }));
  return { app, release: () => open() };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the request deadline', () => {
  it('answers each request still waiting at its deadline 503, and only those', async () => {
    const { app, release } = deadlineApp(150);
    close = async () => {
      release();
      await app.close();
    };
    const first = app.inject({ url: '/wait' });
    // Answered in time: nothing of it is left to answer late.
    expect((await app.inject({ url: '/now' })).statusCode).toBe(200);
    const late = await first;
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('2');

    // The watch goes on for requests that come after the first was answered late.
    const second = app.inject({ url: '/wait' });
    const third = app.inject({ url: '/wait' });
    expect((await second).statusCode).toBe(503);
    expect((await third).statusCode).toBe(503);
  });

  it('leaves alone a request answered before its deadline', async () => {
    const { app, release } = deadlineApp(60_000);
    close = () => app.close();
    const waiting = app.inject({ url: '/wait' });
    // Another request comes and goes meanwhile; the first is then answered by its handler.
    expect((await app.inject({ url: '/now' })).statusCode).toBe(200);
    release();
    const answered = await waiting;
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ answered: 'late but in time' });
  });
});
