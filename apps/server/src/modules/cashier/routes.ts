import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashierPaths,
  cashRequestPageSchema,
  cashRequestQuerySchema,
  cashRequestSchema,
  depositInfoSchema,
  depositRequestSchema,
  tetherInfoSchema,
  tetherWithdrawalRequestSchema,
  withdrawalInfoSchema,
  withdrawalRequestSchema,
} from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { askForAccount } from './account-inquiries';
import { cancelDeposit, depositInfo, requestDeposit } from './deposits';
import { memberRequestPage } from './member-requests';
import { requestWithdrawal, tetherInfo, withdrawalInfo } from './withdrawals';

export interface CashierRoutesDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  guard: SessionGuard;
}

/** The member's won cashier and withdrawals of both channels (tether deposits: the tether routes). */
export function cashierRoutes({ db, clock, bus, guard }: CashierRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const deps = { db, clock, bus };
    const created = { 200: cashRequestSchema, 201: cashRequestSchema };

    app.get(cashierPaths.deposit, { schema: { response: { 200: depositInfoSchema } } }, async (request) =>
      depositInfo(deps, callerOf(request).member.id),
    );

    app.post(
      cashierPaths.deposits,
      { schema: { body: depositRequestSchema, response: created } },
      async (request, reply) => {
        const answer = await requestDeposit(deps, callerOf(request).member.id, request.body);
        // 201 for a new request, 200 for a retried key answering the request it made.
        return reply.code(answer.created ? 201 : 200).send(answer.request);
      },
    );

    app.post(
      cashierPaths.cancelDeposit(':id'),
      { schema: { params: bigIdParamsSchema, response: { 200: cashRequestSchema } } },
      async (request) => cancelDeposit(deps, callerOf(request).member.id, request.params.id),
    );

    app.get(cashierPaths.withdrawal, { schema: { response: { 200: withdrawalInfoSchema } } }, async (request) =>
      withdrawalInfo(deps, callerOf(request).member.id),
    );

    app.post(
      cashierPaths.withdrawals,
      { schema: { body: withdrawalRequestSchema, response: created } },
      async (request, reply) => {
        const answer = await requestWithdrawal(deps, callerOf(request).member.id, 'won', request.body);
        return reply.code(answer.created ? 201 : 200).send(answer.request);
      },
    );

    app.get(cashierPaths.tether, { schema: { response: { 200: tetherInfoSchema } } }, async (request) =>
      tetherInfo(deps, callerOf(request).member.id),
    );

    app.post(
      cashierPaths.tetherWithdrawals,
      { schema: { body: tetherWithdrawalRequestSchema, response: created } },
      async (request, reply) => {
        const answer = await requestWithdrawal(deps, callerOf(request).member.id, 'tether', request.body);
        return reply.code(answer.created ? 201 : 200).send(answer.request);
      },
    );

    app.get(
      cashierPaths.requests,
      { schema: { querystring: cashRequestQuerySchema, response: { 200: cashRequestPageSchema } } },
      async (request) => memberRequestPage(db, callerOf(request).member.id, request.query),
    );

    app.post(cashierPaths.accountInquiry, { schema: { response: { 204: z.null() } } }, async (request, reply) => {
      await askForAccount(db, clock, callerOf(request).member.id);
      return reply.code(204).send(null);
    });
  };
}
