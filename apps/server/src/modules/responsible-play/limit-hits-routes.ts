import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitHitsQuerySchema, limitHitsReportSchema } from '@site/contracts/api/admin-limit-hits';
import { limitHitsAdminEndpoints } from '@site/contracts/endpoints/admin-limit-hits';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { limitHitsReport } from './limit-hits-report';

/** The console's report of limits hit, under /api/admin (the admin check is the scope's hook). */
export function limitHitsAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      limitHitsAdminEndpoints.report,
      { query: limitHitsQuerySchema, answers: { 200: limitHitsReportSchema } },
      (request) => limitHitsReport(db, request.query, clock.now()),
    );
  };
}
