import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSummarySchema } from '@site/contracts/api/reality-check';
import { realityCheckEndpoints } from '@site/contracts/endpoints/reality-check';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { sessionSummary } from './session-summary';

/**
 * The reality check's figures for the signed-in member's own session. The guard has already ended a
 * session past the member's time limit (556 with the limit named), so asking here at the limit ends it.
 */
export function realityCheckRoutes({ guard, db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      realityCheckEndpoints.session,
      { answers: { 200: sessionSummarySchema } },
      (request) => {
        const caller = callerOf(request);
        return sessionSummary(db, caller.member.id, caller.sessionStartedAt, clock.now());
      },
      { onRequest: guard.requireMember },
    );
  };
}
