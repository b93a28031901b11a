import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { addressList } from './address-list';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id taken from a proxy is kept only if it is short printable ASCII (it goes into every log line). */
const ACCEPTABLE_ID = /^[\x21-\x7e]{1,128}$/;

/** The id of the request being served, for code running on its behalf (async continuations included). */
const currentRequest = new AsyncLocalStorage<string>();

/**
 * Fastify's genReqId: the balancer's X-Request-Id when the socket is one of TRUST_PROXY (the id follows
 * the request from the balancer's log into ours), else a new uuid: anyone else could forge ids to
 * tangle the logs.
 */
export function requestIdOf(trustProxy: readonly string[] | false): (request: IncomingMessage) => string {
  const trusted = addressList(trustProxy || []);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTABLE_ID.test(given) && trusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}

/** Request loggers (http/lazy-logger.ts) carry reqId in their bindings already: the mixin adds none to them. */
const requestLoggers = new WeakSet<object>();
export const markRequestLogger = <T extends object>(logger: T): T => {
  requestLoggers.add(logger);
  return logger;
};

/**
 * pino's mixin for the process's logger: a line written while a request is served (by module code that
 * logs through the process's logger, not request.log) carries that request's reqId.
 */
export function requestIdMixin(_fields: object, _level: number, logger: Logger): { reqId?: string } {
  const reqId = currentRequest.getStore();
  return reqId === undefined || requestLoggers.has(logger) ? {} : { reqId };
}

/**
 * Echoes the request's id as X-Request-Id, and runs the rest of the request (later hooks, body, route)
 * inside its context. @fastify/request-context enters it again before validation, for bodies read in
 * the socket's context; here (Node 20, Fastify 5) a body sent in parts keeps it without that second hook,
 * which request-context.test.ts shows over a real socket.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    currentRequest.run(request.id, done);
  });
}
