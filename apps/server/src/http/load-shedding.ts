import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadSheddingConfig } from '../config';
import { PROBE_PATHS } from '@site/contracts/endpoints/health';
import { sendUnavailable } from './error-handler';
import { isApiPath, pathOf } from './request-path';

/** What the shedding looks at in the database pool: its queue of requests waiting for a connection. */
export interface PoolQueue {
  readonly waitingCount: number;
}

// The probes answer whatever the load (a balancer must tell saturated from dead); the pages, their
// assets and /metrics cost no database time.
const probes = new Set(PROBE_PATHS);
const isShed = (request: FastifyRequest): boolean => {
  const path = pathOf(request.url);
  return isApiPath(path) && !probes.has(path);
};

/**
 * When the process is saturated, a new API request is refused at once with 503 + Retry-After
 * (docs/decisions/037) instead of joining a queue it would time out in: the pool's queue past
 * `poolQueue` (checked per request, so a burst is cut the moment it overflows), or the event loop's
 * delay past `eventLoopDelayMs` (@fastify/under-pressure's sampling). The probes are never shed.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: LoadSheddingConfig,
  pool: PoolQueue | undefined,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.eventLoopDelayMs,
    // Called only while over the bound. Fastify goes no further with a request once it is answered.
    pressureHandler: async (request, reply) => {
      if (isShed(request)) sendUnavailable(reply);
    },
  });
  if (!pool) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (pool.waitingCount >= config.poolQueue && isShed(request)) {
      request.log.warn({ waiting: pool.waitingCount, url: request.url }, 'pool queue full: request shed');
      sendUnavailable(reply);
      return;
    }
    done();
  });
}
