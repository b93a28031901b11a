import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  withdrawalLockListSchema,
  withdrawalPasswordResetSchema,
  withdrawalPasswordStatusSchema,
  withdrawalUnlockSchema,
} from '@site/contracts/api/account-activity';
import { okSchema } from '@site/contracts/api/member';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { accountSecurityAdminEndpoints, accountSecurityEndpoints } from '@site/contracts/endpoints/account-security';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { normalizeIp } from '../../lib/ip-address';
import { audited } from '../audit/operator';
import {
  resetWithdrawalPassword,
  unlockWithdrawalPassword,
  withdrawalLockOf,
  withdrawalLocks,
  withdrawalPasswordStatus,
  type WithdrawalResetDeps,
} from './withdrawal-password-reset';

/** The member's withdrawal password on /member: its state, and its change or reset. */
export function withdrawalPasswordRoutes({
  guard,
  ...deps
}: RouteContext & Pick<WithdrawalResetDeps, 'limits'>): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { onRequest: guard.requireMember };
    route(
      app,
      accountSecurityEndpoints.withdrawalPassword,
      { answers: { 200: withdrawalPasswordStatusSchema } },
      (request) => withdrawalPasswordStatus(deps, callerOf(request).member.id),
      member,
    );

    route(
      app,
      accountSecurityEndpoints.resetWithdrawalPassword,
      { body: withdrawalPasswordResetSchema, answers: { 200: withdrawalPasswordStatusSchema } },
      (request) => resetWithdrawalPassword(deps, callerOf(request).member, request.body, normalizeIp(request.ip)),
      member,
    );
  };
}

/** Under /api/admin: the locked withdrawal passwords and their unlock. */
export function withdrawalPasswordAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, accountSecurityAdminEndpoints.withdrawalLocks, { answers: { 200: withdrawalLockListSchema } }, () =>
      withdrawalLocks(deps.db),
    );

    route(
      app,
      accountSecurityAdminEndpoints.unlockWithdrawalPassword,
      { params: userIdParamsSchema, body: withdrawalUnlockSchema, answers: { 200: okSchema } },
      async (request) => {
        const { userId } = request.params;
        await audited(
          deps.db,
          request,
          {
            action: 'member.withdrawalPassword.unlock',
            target: { kind: 'member', id: userId },
            reason: request.body.reason,
            read: (tx) => withdrawalLockOf(tx, userId),
          },
          (tx) => unlockWithdrawalPassword({ ...deps, db: tx }, userId, request.body),
        );
        return { ok: true as const };
      },
    );
  };
}
