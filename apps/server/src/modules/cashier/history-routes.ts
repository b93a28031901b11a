import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyPageSchema, historyQuerySchema } from '@site/contracts/api/cashier';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { historyPage } from './history-service';

/** The member's money history (/mywallet/point and the top bar): only the caller's own ledger. */
export function historyRoutes({ db, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      cashierEndpoints.history,
      { query: historyQuerySchema, answers: { 200: historyPageSchema } },
      (request) => historyPage(db, callerOf(request).member.id, request.query),
      { onRequest: guard.requireMember },
    );
  };
}
