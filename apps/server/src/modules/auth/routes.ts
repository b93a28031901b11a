import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, okSchema } from '@site/contracts/api/member';
import { authEndpoints } from '@site/contracts/endpoints/auth';
import { route } from '../../http/route';
import { loginDeviceOf } from './login-device';
import type { LoginLimiter } from './login-limiter';
import { requestToken } from './session-guard';
import { login, logout } from './service';

export function authRoutes(deps: RouteContext & { limiter: LoginLimiter }): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      authEndpoints.login,
      { body: loginRequestSchema, answers: { 200: loginResponseSchema } },
      async (request) => login(deps, { ...request.body, ...loginDeviceOf(request) }),
    );

    // No guard: logging out must work with a token that is already ended (after a 555 or 556 the
    // site still calls it), and must not answer such a call with another session-ending status.
    route(app, authEndpoints.logout, { answers: { 200: okSchema } }, async (request) => {
      await logout(deps, requestToken(request));
      return { ok: true as const };
    });
  };
}
