import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playLimitKindParamsSchema, playLimitsSchema, playLimitsUpdateSchema } from '@site/contracts/api/play-limits';
import { playLimitEndpoints } from '@site/contracts/endpoints/play-limits';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { cancelLimitChange, changeLimits, memberLimits } from './limits-service';

/**
 * The member's own limits on /responsible-play. Any signed-in account that can deposit or bet may
 * limit itself (the same guard as the cashier's and the bets'): a limit only ever protects its owner.
 */
export function playLimitRoutes({ guard, ...deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { onRequest: guard.requireMember };
    route(
      app,
      playLimitEndpoints.limits,
      { answers: { 200: playLimitsSchema } },
      (request) => memberLimits(deps, callerOf(request).member.id),
      member,
    );
    route(
      app,
      playLimitEndpoints.update,
      { body: playLimitsUpdateSchema, answers: { 200: playLimitsSchema } },
      (request) => changeLimits(deps, callerOf(request).member.id, request.body),
      member,
    );
    route(
      app,
      playLimitEndpoints.cancelPending,
      { params: playLimitKindParamsSchema, answers: { 200: playLimitsSchema } },
      (request) => cancelLimitChange(deps, callerOf(request).member.id, request.params.kind),
      member,
    );
  };
}
