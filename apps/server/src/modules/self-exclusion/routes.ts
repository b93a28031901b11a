import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exclusionStartedSchema,
  reopenAnswerSchema,
  reopenRequestSchema,
  selfExclusionRequestSchema,
  timeOutRequestSchema,
} from '@site/contracts/api/self-exclusion';
import { selfExclusionEndpoints } from '@site/contracts/endpoints/self-exclusion';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { normalizeIp } from '../../lib/ip-address';
import type { LoginLimiter } from '../auth/login-limiter';
import { callerOf } from '../auth/session-guard';
import type { AccountLimits } from '../members/account-limits';
import { requestReopen, startBreak } from './service';

export type SelfExclusionRoutesDeps = RouteContext & { limits: AccountLimits; limiter: LoginLimiter };

/** The member's time-out and self-exclusion (signed in), and the request to reopen after one (from the login page). */
export function selfExclusionRoutes({ guard, ...deps }: SelfExclusionRoutesDeps): FastifyPluginAsyncZod {
  const signedIn = { onRequest: guard.requireMember };
  return async (app) => {
    const calls = selfExclusionEndpoints;
    route(
      app,
      calls.timeOut,
      { body: timeOutRequestSchema, answers: { 200: exclusionStartedSchema } },
      (request) =>
        startBreak(
          deps,
          callerOf(request).member,
          { kind: 'time_out', days: request.body.days },
          request.body.password,
        ),
      signedIn,
    );
    route(
      app,
      calls.selfExclusion,
      { body: selfExclusionRequestSchema, answers: { 200: exclusionStartedSchema } },
      (request) =>
        startBreak(
          deps,
          callerOf(request).member,
          { kind: 'self_exclusion', months: request.body.months },
          request.body.password,
        ),
      signedIn,
    );
    // No guard: the member cannot log in until the account reopens.
    route(app, calls.reopen, { body: reopenRequestSchema, answers: { 200: reopenAnswerSchema } }, (request) =>
      requestReopen(deps, request.body, normalizeIp(request.ip)),
    );
  };
}
