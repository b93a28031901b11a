import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountInquirySentSchema,
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
import { route } from '../../http/route';
import { cashierEndpoints, tetherEndpoints } from '@site/contracts/endpoints/cashier';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import { askForAccount } from './account-inquiries';
import { cancelDeposit, depositInfo, requestDeposit } from './deposits';
import { memberRequestPage } from './member-requests';
import { requestWithdrawal, tetherInfo, withdrawalInfo } from './withdrawals';

/** The member's won cashier and withdrawals of both channels (tether deposits: the tether routes). */
export function cashierRoutes({ db, clock, bus, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const deps = { db, clock, bus };
    const made = { 200: cashRequestSchema, 201: cashRequestSchema };
    const cashier = cashierEndpoints;

    route(app, cashier.depositInfo, { answers: { 200: depositInfoSchema } }, (request) =>
      depositInfo(deps, callerOf(request).member.id),
    );

    route(app, cashier.deposit, { body: depositRequestSchema, answers: made }, async (request, reply) => {
      const answer = await requestDeposit(deps, callerOf(request).member.id, request.body);
      // 201 for a new request, 200 for a retried key answering the request it made.
      return reply.code(answer.created ? 201 : 200).send(answer.request);
    });

    route(app, cashier.cancelDeposit, { params: bigIdParamsSchema, answers: { 200: cashRequestSchema } }, (request) =>
      cancelDeposit(deps, callerOf(request).member.id, request.params.id),
    );

    route(app, cashier.withdrawalInfo, { answers: { 200: withdrawalInfoSchema } }, (request) =>
      withdrawalInfo(deps, callerOf(request).member.id),
    );

    route(app, cashier.withdraw, { body: withdrawalRequestSchema, answers: made }, async (request, reply) => {
      const answer = await requestWithdrawal(deps, callerOf(request).member.id, 'won', request.body, {
        ip: request.ip,
      });
      return reply.code(answer.created ? 201 : 200).send(answer.request);
    });

    route(app, tetherEndpoints.info, { answers: { 200: tetherInfoSchema } }, (request) =>
      tetherInfo(deps, callerOf(request).member.id),
    );

    route(
      app,
      tetherEndpoints.withdraw,
      { body: tetherWithdrawalRequestSchema, answers: made },
      async (request, reply) => {
        const answer = await requestWithdrawal(deps, callerOf(request).member.id, 'tether', request.body, {
          ip: request.ip,
        });
        return reply.code(answer.created ? 201 : 200).send(answer.request);
      },
    );

    route(
      app,
      cashier.requests,
      { query: cashRequestQuerySchema, answers: { 200: cashRequestPageSchema } },
      (request) => memberRequestPage(db, callerOf(request).member.id, request.query),
    );

    route(app, cashier.askAccount, { answers: { 204: accountInquirySentSchema } }, async (request, reply) => {
      await askForAccount(db, clock, callerOf(request).member.id);
      return reply.code(204).send(null);
    });
  };
}
