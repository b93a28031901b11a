import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBankAccountSchema,
  adminBankAccountViewSchema,
  adminCashierPaths,
} from '@site/contracts/api/admin-cashier';
import { bankAccountRegistrationSchema, bankAccountViewSchema } from '@site/contracts/api/bank-account';
import { cashierPaths } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import {
  adminBankAccount,
  memberBankAccount,
  registerBankAccount,
  setBankAccountByOperator,
} from './bank-account-service';

/** The member's own withdrawal account (/member): seen masked, registered once. */
export function bankAccountRoutes({
  db,
  clock,
  guard,
}: {
  db: Database;
  clock: Clock;
  guard: SessionGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      cashierPaths.bankAccount,
      { onRequest: guard.requireMember, schema: { response: { 200: bankAccountViewSchema } } },
      async (request) => memberBankAccount(db, callerOf(request).member.id),
    );

    app.put(
      cashierPaths.bankAccount,
      {
        onRequest: guard.requireMember,
        schema: { body: bankAccountRegistrationSchema, response: { 200: bankAccountViewSchema } },
      },
      async (request) => registerBankAccount(db, clock, callerOf(request).member.id, request.body),
    );
  };
}

/** Operator API (under /api/admin): a member's account in full, and the only way to change a registered one. */
export function bankAccountAdminRoutes({ db, clock }: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    const path = adminCashierPaths.memberBankAccount(':userId');
    app.get(
      path,
      { schema: { params: userIdParamsSchema, response: { 200: adminBankAccountViewSchema } } },
      async (request) => adminBankAccount(db, request.params.userId),
    );

    app.put(
      path,
      {
        schema: {
          params: userIdParamsSchema,
          body: adminBankAccountSchema,
          response: { 200: adminBankAccountViewSchema },
        },
      },
      async (request) => setBankAccountByOperator(db, clock, request.params.userId, request.body),
    );
  };
}
