import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withDeadline } from '../lib/deadline';
import { sendUnavailable } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    /** epoch ms by which this request must be answered (registerRequestDeadline) */
    deadlineAt?: number;
  }
}

/**
 * Every request is answered within `deadlineMs` (docs/decisions/037). Its handler runs under the
 * deadline (lib/deadline.ts), so a transaction that reaches its commit too late rolls back; and a
 * request still unanswered at the deadline (waiting for a pool connection, a lock, a slow gateway)
 * is answered 503 + Retry-After there and then. Every wait below it has a shorter bound of its own,
 * so the timer is the last guard, not the usual path. Streams (hijacked replies) are not bounded.
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    request.deadlineAt = Date.now() + deadlineMs;
    timers.set(
      request,
      setTimeout(() => answerLate(request, reply), deadlineMs),
    );
    done();
  });
  // Bound in the last hook before the handler: body parsing runs in the socket's context, not the request's.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.deadlineAt === undefined) return done();
    withDeadline(request.deadlineAt, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}

function answerLate(request: FastifyRequest, reply: FastifyReply): void {
  // `sent` covers an answer on its way and a stream (hijacked): neither is a late request.
  if (reply.sent || request.raw.destroyed) return;
  request.log.warn({ url: request.url, method: request.method }, 'request deadline passed: answered 503');
  sendUnavailable(reply);
}
