import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playLimitKindParamsSchema,
  playLimitsSchema,
  playLimitsUpdateSchema,
  type PlayLimits,
} from '@site/contracts/api/play-limits';
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
  /** Every process's session cache holds the member's session limit (auth's SessionLookup): it must read it again. */
  const changed = (memberId: number, limits: PlayLimits): PlayLimits => {
    deps.bus.publish('memberChanged', { memberId });
    return limits;
  };
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
      async (request) => {
        const memberId = callerOf(request).member.id;
        return changed(memberId, await changeLimits(deps, memberId, request.body));
      },
      member,
    );
    route(
      app,
      playLimitEndpoints.cancelPending,
      { params: playLimitKindParamsSchema, answers: { 200: playLimitsSchema } },
      async (request) => {
        const memberId = callerOf(request).member.id;
        return changed(memberId, await cancelLimitChange(deps, memberId, request.params.kind));
      },
      member,
    );
  };
}
