import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashierPaths, historyPageSchema, historyQuerySchema } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { historyPage } from './history-service';

/** The member's money history (/mywallet/point and the top bar): only the caller's own ledger. */
export function historyRoutes({ db, guard }: { db: Database; guard: SessionGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      cashierPaths.history,
      {
        onRequest: guard.requireMember,
        schema: { querystring: historyQuerySchema, response: { 200: historyPageSchema } },
      },
      async (request) => historyPage(db, callerOf(request).member.id, request.query),
    );
  };
}
