import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openGameQuerySchema, openGameUrlSchema } from '@site/contracts/api/sports';
import type { Database } from '../../db/client';
import type { SessionGuard } from '../auth/session-guard';
import { openGameUrl } from './service';

export interface OpenGameRoutesDeps {
  db: Database;
  guard: SessionGuard;
}

/**
 * SPEC.md §7 GET kosca/opengame?type=EU|IN: the address of the European or in-play book for the
 * confirmation dialog to open. Members only; its own plugin because the books themselves are public.
 */
export function openGameRoutes({ db, guard }: OpenGameRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    app.get('/kosca/opengame', { schema: { querystring: openGameQuerySchema } }, async (request, reply) => {
      const url = openGameUrlSchema.parse(await openGameUrl(db, request.query.type));
      // Fastify sends a returned string as plain text; the site asks for JSON, so a JSON string it is.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
    });
  };
}
