import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBankAccountSchema, adminBankAccountViewSchema } from '@site/contracts/api/admin-cashier';
import { bankAccountRegistrationSchema, bankAccountViewSchema } from '@site/contracts/api/bank-account';
import { cashierAdminEndpoints, cashierEndpoints } from '@site/contracts/endpoints/cashier';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import {
  adminBankAccount,
  memberBankAccount,
  registerBankAccount,
  setBankAccountByOperator,
} from './bank-account-service';

/** The member's own withdrawal account (/member): seen masked, registered once. */
export function bankAccountRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { onRequest: guard.requireMember };
    route(
      app,
      cashierEndpoints.bankAccount,
      { answers: { 200: bankAccountViewSchema } },
      (request) => memberBankAccount(db, callerOf(request).member.id),
      member,
    );

    route(
      app,
      cashierEndpoints.registerBankAccount,
      { body: bankAccountRegistrationSchema, answers: { 200: bankAccountViewSchema } },
      (request) => registerBankAccount(db, clock, callerOf(request).member.id, request.body),
      member,
    );
  };
}

/** Operator API (under /api/admin): a member's account in full, and the only way to change a registered one. */
export function bankAccountAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      cashierAdminEndpoints.memberBankAccount,
      { params: userIdParamsSchema, answers: { 200: adminBankAccountViewSchema } },
      (request) => adminBankAccount(db, request.params.userId),
    );

    route(
      app,
      cashierAdminEndpoints.saveMemberBankAccount,
      { params: userIdParamsSchema, body: adminBankAccountSchema, answers: { 200: adminBankAccountViewSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'member.bankAccount.update',
            target: { kind: 'member', id: request.params.userId },
            read: async (tx) => ({ ...(await adminBankAccount(tx, request.params.userId)) }),
          },
          (tx) => setBankAccountByOperator(tx, clock, request.params.userId, request.body),
        ),
    );
  };
}
