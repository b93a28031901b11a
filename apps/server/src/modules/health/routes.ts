import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { healthSchema, liveSchema, notReadySchema, readySchema } from '@site/contracts/api/health';
import { healthEndpoints } from '@site/contracts/endpoints/health';

import type { Database, DatabaseEngine } from '../../db/client';
import { errorMessages } from '../../http/messages';
import { route } from '../../http/route';
import type { ShutdownState } from './shutdown-state';

export interface HealthDeps {
  db: Database;
  engine: DatabaseEngine;
  /** absent: the process never reports shutting down (tests that do not ask) */
  shutdown?: ShutdownState;
}

/** A database that has not answered in this time makes the host not ready (the contract's 1 s). */
const READY_DB_TIMEOUT_MS = 1_000;

export function healthRoutes({ db, engine, shutdown }: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The 503 is an error answer, { message } as every other (docs/decisions/024): not listed.
    route(app, healthEndpoints.health, { answers: { 200: healthSchema } }, async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: errorMessages.databaseUnavailable });
      }
      return { status: 'ok' as const, db: engine, time: new Date().toISOString() };
    });

    // Liveness: the process answers. A supervisor restarts a process that does not; the database is readiness's.
    route(app, healthEndpoints.live, { answers: { 200: liveSchema } }, () => ({ live: true as const }));

    // Readiness: whether the balancer should send this host requests.
    route(
      app,
      healthEndpoints.ready,
      { answers: { 200: readySchema, 503: notReadySchema } },
      async (request, reply) => {
        if (shutdown?.shuttingDown) return reply.code(503).send({ ready: false, reason: 'shutting down' });
        const problem = await databaseProblem(db);
        if (problem !== undefined) {
          request.log.warn({ reason: problem }, 'not ready: database');
          return reply.code(503).send({ ready: false, reason: problem });
        }
        return { ready: true as const };
      },
    );
  };
}

/** Why the database does not serve this host now, or undefined when it answered within the bound. */
async function databaseProblem(db: Database): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('database did not answer within 1 s'), READY_DB_TIMEOUT_MS);
  });
  const asked = db.execute(sql`select 1`).then(
    () => undefined,
    () => 'database unreachable',
  );
  try {
    return await Promise.race([asked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
