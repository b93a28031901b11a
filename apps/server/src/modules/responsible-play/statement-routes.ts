import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementQuerySchema, statementSchema } from '@site/contracts/api/statement';
import { statementEndpoints } from '@site/contracts/endpoints/statement';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { statementCsv, statementDisposition } from './statement-csv';
import { balancesBefore } from './statement-repo';
import { statement, statementMonth } from './statement-service';

/**
 * GET /member/statement?month=YYYY-MM: the caller's own statement (docs/decisions/065), JSON with a page
 * of rows, or with format=csv every row as a streamed file. The month is checked before anything is
 * sent, so a refusal is a JSON 400 either way.
 */
export function statementRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      statementEndpoints.statement,
      { query: statementQuerySchema, answers: { 200: statementSchema } },
      async (request, reply) => {
        const window = statementMonth(callerOf(request).member, request.query.month, clock.now());
        if (request.query.format === 'json') return statement(db, window, request.query);
        const opening = await balancesBefore(db, window.memberId, window.start);
        return reply
          .header('Content-Disposition', statementDisposition(window.month))
          .header('Cache-Control', 'no-store')
          .type('text/csv; charset=utf-8')
          .send(Readable.from(statementCsv(db, window, opening)));
      },
      { onRequest: guard.requireMember },
    );
  };
}
