import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEventStream } from './event-stream';

/** Levels at which a request's own line is written (the fields are not even gathered otherwise). */
const REQUEST_LINE_LEVELS = new Set(['debug', 'trace']);

/**
 * One line per answered request, at a level by what it tells an operator: every request at debug,
 * answers over `slowMs` and server errors (5xx) at warn. Fastify's own request lines (two per request
 * at info) are turned off where the app is made (disableRequestLogging): at info they cost a quarter of
 * the cached lists' throughput and filled 47 MB a hundred thousand requests with nothing to act on.
 * The error itself (with its stack) is logged by the error handler; this line says which request.
 */
export function registerRequestLogging(app: FastifyInstance, { slowMs }: { slowMs: number }): void {
  // A callback hook: an async one cost a promise on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const log = request.log;
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    // A stream is open for as long as the member watches: its length says nothing about speed.
    const slow = ms > slowMs && !isEventStream(request);
    if (status < 500 && !slow) {
      if (REQUEST_LINE_LEVELS.has(log.level)) log.debug(requestFields(request, status, ms), 'request completed');
    } else {
      log.warn(requestFields(request, status, ms), status >= 500 ? 'request failed' : 'slow request');
    }
    done();
  });
}

function requestFields(request: FastifyRequest, status: number, ms: number) {
  return {
    method: request.method,
    url: request.url,
    route: request.routeOptions.url,
    ip: request.ip,
    status,
    ms: Math.round(ms * 10) / 10,
  };
}
