import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginLockClearResultSchema,
  loginLockClearSchema,
  loginLockListSchema,
} from '@site/contracts/api/admin-login-locks';
import { authAdminEndpoints } from '@site/contracts/endpoints/auth-admin';
import { route } from '../../http/route';
import { normalizeIp } from '../../lib/ip-address';
import { audited } from '../audit/operator';
import type { LoginLimiter } from './login-limiter';

/** Operator API (under /api/admin): the login locks and delays in effect, and their release. */
export function loginLockAdminRoutes({ db, limiter }: RouteContext & { limiter: LoginLimiter }): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, authAdminEndpoints.loginLocks, { answers: { 200: loginLockListSchema } }, () => limiter.listLocks());

    // Clearing what is not there leaves things as asked: 200 with cleared 0.
    route(
      app,
      authAdminEndpoints.clearLoginLocks,
      { body: loginLockClearSchema, answers: { 200: loginLockClearResultSchema } },
      async (request) => {
        const { userId, ip } = request.body;
        const pairIp = ip === undefined ? undefined : normalizeIp(ip);
        const cleared: number = await audited(
          db,
          request,
          {
            action: 'loginLock.clear',
            target: { kind: 'loginLock', id: pairIp === undefined ? userId : `${userId} ${pairIp}` },
            afterOf: (count: number) => ({ cleared: count }),
          },
          (tx) => limiter.clear(userId, pairIp, tx),
        );
        return { cleared };
      },
    );
  };
}
