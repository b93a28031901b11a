import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountActivitySchema, endedSessionsSchema } from '@site/contracts/api/account-activity';
import { accountSecurityEndpoints } from '@site/contracts/endpoints/account-security';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { normalizeIp } from '../../lib/ip-address';
import { accountActivity, endSessionsElsewhere } from './activity-service';

/** The member's 계정 활동 on /member. */
export function accountActivityRoutes({ guard, ...deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { onRequest: guard.requireMember };
    route(
      app,
      accountSecurityEndpoints.activity,
      { answers: { 200: accountActivitySchema } },
      (request) => accountActivity(deps.db, callerOf(request)),
      member,
    );

    route(
      app,
      accountSecurityEndpoints.endOtherSessions,
      { answers: { 200: endedSessionsSchema } },
      (request) => endSessionsElsewhere(deps, callerOf(request), normalizeIp(request.ip)),
      member,
    );
  };
}
