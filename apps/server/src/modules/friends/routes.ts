import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { friendQuerySchema, friendStatusSchema } from '@site/contracts/api/friends';
import { friendEndpoints } from '@site/contracts/endpoints/friends';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { friendStatus } from './service';

/** /friend: the member's own referral code and referrals (members only). */
export function friendRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      friendEndpoints.status,
      { query: friendQuerySchema, answers: { 200: friendStatusSchema } },
      (request) => friendStatus(db, callerOf(request).member.userId, request.query, clock.now()),
      { onRequest: guard.requireMember },
    );
  };
}
