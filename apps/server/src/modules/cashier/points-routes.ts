import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balancesSchema, pointConversionSchema, pointRulesSchema } from '@site/contracts/api/cashier';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { convertPoints, pointRules } from './points-service';

/** /mywallet/point: the conversion rules and the conversion of points into money. */
export function pointsRoutes({ db, bus, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { onRequest: guard.requireMember };
    route(app, cashierEndpoints.pointRules, { answers: { 200: pointRulesSchema } }, () => pointRules(db), member);

    route(
      app,
      cashierEndpoints.convertPoints,
      { body: pointConversionSchema, answers: { 200: balancesSchema } },
      (request) => convertPoints(db, bus, callerOf(request).member.id, request.body),
      member,
    );
  };
}
