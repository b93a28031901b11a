import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorBodySchema, healthSchema } from '@site/contracts/api/health';

import type { Database, DatabaseEngine } from '../../db/client';
import { errorMessages } from '../../http/messages';

export interface HealthDeps {
  db: Database;
  engine: DatabaseEngine;
}

export function healthRoutes({ db, engine }: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
      async (request, reply) => {
        try {
          await db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ message: errorMessages.databaseUnavailable });
        }
        return { status: 'ok' as const, db: engine, time: new Date().toISOString() };
      },
    );
  };
}
