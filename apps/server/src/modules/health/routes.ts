import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { healthSchema } from '@site/contracts/api/health';
import { healthEndpoints } from '@site/contracts/endpoints/health';

import type { Database, DatabaseEngine } from '../../db/client';
import { errorMessages } from '../../http/messages';
import { route } from '../../http/route';

export interface HealthDeps {
  db: Database;
  engine: DatabaseEngine;
}

export function healthRoutes({ db, engine }: HealthDeps): FastifyPluginAsyncZod {
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
  };
}
