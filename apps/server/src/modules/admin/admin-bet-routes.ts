import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_MS, seoulDayStartOf, seoulToday } from '@site/contracts/clock';
import {
  adminBetPageSchema,
  adminBetQuerySchema,
  adminBetSchema,
  dashboardSchema,
  operatorReasonSchema,
  resettleAnswerSchema,
  resettleFixtureSchema,
} from '@site/contracts/api/admin-bets';
import { adminBetEndpoints } from '@site/contracts/endpoints/admin-bets';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { membersOnline } from '../auth/online';
import { callerOf } from '../auth/session-guard';
import { cashierCounts } from '../cashier/admin-queue';
import { productTotals } from '../betting/dashboard';
import { adminBetPage, resettleFixture, voidBet } from '../betting/operator';
import { betOutcomeOf } from '../betting/operator-repo';

/**
 * The operator console's bets and dashboard, under /api/admin (the admin check is the scope's hook):
 * every member's bets, voiding one, resettling a fixture, and the first screen's figures.
 */
export function betConsoleRoutes({ db, clock, bus }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const calls = adminBetEndpoints;
    const deps = { db, clock, bus };

    route(app, calls.bets, { query: adminBetQuerySchema, answers: { 200: adminBetPageSchema } }, (request) =>
      adminBetPage(db, request.query),
    );

    route(
      app,
      calls.voidBet,
      { params: bigIdParamsSchema, body: operatorReasonSchema, answers: { 200: adminBetSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'bet.void',
            target: { kind: 'bet', id: request.params.id },
            reason: request.body.reason,
            read: (tx) => betOutcomeOf(tx, request.params.id),
          },
          (tx) => voidBet({ ...deps, db: tx }, callerOf(request).member.id, request.params.id, request.body.reason),
        ),
    );

    route(
      app,
      calls.resettleFixture,
      { params: bigIdParamsSchema, body: resettleFixtureSchema, answers: { 200: resettleAnswerSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'fixture.resettle',
            target: { kind: 'fixture', id: request.params.id },
            reason: request.body.reason,
            afterOf: (answer) => ({ corrections: request.body.corrections, ...answer }),
          },
          (tx) => resettleFixture({ ...deps, db: tx }, callerOf(request).member.id, request.params.id, request.body),
        ),
    );

    route(app, calls.dashboard, { answers: { 200: dashboardSchema } }, async () => {
      const now = clock.now();
      const day = seoulToday(now.getTime());
      const from = seoulDayStartOf(day);
      const [online, products, queues] = await Promise.all([
        membersOnline(db, now),
        productTotals(db, { from, until: new Date(from.getTime() + DAY_MS) }),
        cashierCounts(db),
      ]);
      return { day, membersOnline: online, products, queues };
    });
  };
}
