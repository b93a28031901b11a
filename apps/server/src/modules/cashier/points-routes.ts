import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balancesSchema, cashierPaths, pointConversionSchema, pointRulesSchema } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { convertPoints, pointRules } from './points-service';

/** /mywallet/point: the conversion rules and the conversion of points into money. */
export function pointsRoutes({
  db,
  bus,
  guard,
}: {
  db: Database;
  bus: EventBus;
  guard: SessionGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      cashierPaths.points,
      { onRequest: guard.requireMember, schema: { response: { 200: pointRulesSchema } } },
      async () => pointRules(db),
    );

    app.post(
      cashierPaths.convertPoints,
      { onRequest: guard.requireMember, schema: { body: pointConversionSchema, response: { 200: balancesSchema } } },
      async (request) => convertPoints(db, bus, callerOf(request).member.id, request.body),
    );
  };
}
