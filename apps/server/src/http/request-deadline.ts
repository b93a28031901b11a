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
  const watch = new DeadlineWatch(deadlineMs);
  app.addHook('onRequest', (request, reply, done) => {
    request.deadlineAt = watch.add(request, reply);
    done();
  });
  // Bound in the last hook before the handler: body parsing runs in the socket's context, not the request's.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.deadlineAt === undefined) return done();
    withDeadline(request.deadlineAt, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    watch.remove(request);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    watch.stop();
    done();
  });
}

/**
 * The requests under way, oldest first, and one timer for the oldest: a timer per request (made and
 * cleared on every answer) cost more CPU than most of an answer from memory. All deadlines are the
 * same length from arrival, so arrival order is deadline order and only the oldest needs a timer.
 */
class DeadlineWatch {
  /** insertion-ordered: the first is the oldest request still unanswered */
  private readonly pending = new Map<FastifyRequest, { reply: FastifyReply; at: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deadlineMs: number) {}

  add(request: FastifyRequest, reply: FastifyReply): number {
    const at = Date.now() + this.deadlineMs;
    this.pending.set(request, { reply, at });
    this.timer ??= this.arm(this.deadlineMs);
    return at;
  }

  remove(request: FastifyRequest): void {
    this.pending.delete(request);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private arm(ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => this.sweep(), ms);
    // The watch alone must not keep a closing process alive.
    timer.unref();
    return timer;
  }

  /** Answers every request past its deadline, then waits for the oldest one left. */
  private sweep(): void {
    this.timer = undefined;
    const now = Date.now();
    for (const [request, { reply, at }] of this.pending) {
      // Date.now() may step back: a later entry can never be due before an earlier one is.
      if (at > now) {
        this.timer = this.arm(at - now);
        return;
      }
      this.pending.delete(request);
      answerLate(request, reply);
    }
  }
}

function answerLate(request: FastifyRequest, reply: FastifyReply): void {
  // `sent` covers an answer on its way and a stream (hijacked): neither is a late request.
  if (reply.sent || request.raw.destroyed) return;
  request.log.warn({ url: request.url, method: request.method }, 'request deadline passed: answered 503');
  sendUnavailable(reply);
}
