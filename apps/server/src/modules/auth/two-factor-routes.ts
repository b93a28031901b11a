import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema, sessionResponseSchema } from '@site/contracts/api/member';
import {
  loginOtpRequestSchema,
  recoveryCodesSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@site/contracts/api/two-factor';
import { authEndpoints } from '@site/contracts/endpoints/auth';
import { twoFactorEndpoints } from '@site/contracts/endpoints/two-factor';
import { route } from '../../http/route';
import { normalizeIp } from '../../lib/ip-address';
import type { LoginLimiter } from './login-limiter';
import { callerOf } from './session-guard';
import { confirmEnrolment, disableTwoFactor, startEnrolment, verifySession } from './two-factor/enrolment';
import { loginDeviceOf } from './login-device';
import { loginWithCode } from './two-factor/login-ticket';
import { twoFactorStatus } from './two-factor/status';

/** The login's code step and the member's own enrolment (docs/decisions/052). */
export function twoFactorRoutes(deps: RouteContext & { limiter: LoginLimiter }): FastifyPluginAsyncZod {
  const { db, clock, guard } = deps;
  const signedIn = { onRequest: guard.requireMember };
  return async (app) => {
    route(
      app,
      authEndpoints.loginOtp,
      { body: loginOtpRequestSchema, answers: { 200: sessionResponseSchema } },
      (request) => loginWithCode(deps, { ...request.body, ...loginDeviceOf(request) }),
    );
    route(
      app,
      twoFactorEndpoints.status,
      { answers: { 200: twoFactorStatusSchema } },
      (request) => twoFactorStatus(db, callerOf(request)),
      signedIn,
    );
    route(
      app,
      twoFactorEndpoints.start,
      { answers: { 200: twoFactorSetupSchema } },
      (request) => startEnrolment(deps, callerOf(request), clock.now()),
      signedIn,
    );
    route(
      app,
      twoFactorEndpoints.confirm,
      { body: twoFactorCodeRequestSchema, answers: { 200: recoveryCodesSchema } },
      (request) =>
        confirmEnrolment(deps, callerOf(request), request.body.code, {
          now: clock.now(),
          ip: normalizeIp(request.ip),
        }),
      signedIn,
    );
    route(
      app,
      twoFactorEndpoints.verify,
      { body: twoFactorCodeRequestSchema, answers: { 200: okSchema } },
      async (request) => {
        await verifySession(deps, callerOf(request), request.body.code, clock.now());
        return { ok: true as const };
      },
      signedIn,
    );
    route(
      app,
      twoFactorEndpoints.disable,
      { body: twoFactorDisableRequestSchema, answers: { 200: okSchema } },
      async (request) => {
        await disableTwoFactor(deps, callerOf(request), request.body, {
          now: clock.now(),
          ip: normalizeIp(request.ip),
        });
        return { ok: true as const };
      },
      signedIn,
    );
  };
}
