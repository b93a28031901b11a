import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openGameQuerySchema, openGameUrlSchema } from '@site/contracts/api/sports';
import { openGameEndpoints } from '@site/contracts/endpoints/open-game';
import { route } from '../../http/route';
import { openGameUrl } from './service';

/**
 * SPEC.md §7 GET kosca/opengame?type=EU|IN: the address of the European or in-play book for the
 * confirmation dialog to open. Members only; its own plugin because the books themselves are public.
 */
export function openGameRoutes({ db, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    route(
      app,
      openGameEndpoints.bookWindow,
      { query: openGameQuerySchema, answers: { 200: openGameUrlSchema } },
      async (request, reply) => {
        const url = openGameUrlSchema.parse(await openGameUrl(db, request.query.type));
        // Fastify sends a returned string as plain text; the site asks for JSON, so a JSON string it
        // is, sent as it is (Fastify serializes no string it is handed with a JSON content type).
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
      },
    );
  };
}
