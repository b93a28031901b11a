import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import {
  riskFlagPageSchema,
  riskFlagQuerySchema,
  riskFlagSchema,
  riskResolveSchema,
  riskSweepResultSchema,
} from '@site/contracts/api/admin-risk';
import { riskAdminEndpoints } from '@site/contracts/endpoints/risk';
import { route } from '../../http/route';
import { operatorOf } from '../audit/operator';
import { resolveRiskFlag, riskFlagPage } from './flags';
import { runRiskSweep } from './sweep';

/**
 * Operator API (under /api/admin): 리스크 플래그. A resolution is audited inside its transaction under
 * the flag's lock (flags.ts); a sweep run now raises flags only, which the trail does not record (the
 * flags carry when they were found).
 */
export function riskAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    const risk = riskAdminEndpoints;
    route(app, risk.flags, { query: riskFlagQuerySchema, answers: { 200: riskFlagPageSchema } }, (request) =>
      riskFlagPage(db, request.query),
    );
    route(
      app,
      risk.resolve,
      { params: bigIdParamsSchema, body: riskResolveSchema, answers: { 200: riskFlagSchema } },
      (request) => resolveRiskFlag(db, operatorOf(request), request.params.id, request.body.note, clock.now()),
    );
    route(app, risk.sweep, { answers: { 200: riskSweepResultSchema } }, () => runRiskSweep({ db, clock }));
  };
}
