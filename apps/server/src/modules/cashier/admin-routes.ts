import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountInquiryPageSchema,
  accountInquiryQuerySchema,
  accountInquirySchema,
  adminCashierPaths,
  adminCashPageSchema,
  adminCashQuerySchema,
  adminCashRequestSchema,
  cashContextSchema,
  cashierCountsSchema,
  cashierSettingsSchema,
  dailyQuerySchema,
  dailyTotalsSchema,
  refusalSchema,
} from '@site/contracts/api/admin-cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import { answerInquiry, inquiryPage } from './account-inquiries';
import { adminCashPage, adminCashRequest, cashContext, cashierCounts } from './admin-queue';
import { dailyTotals } from './daily-totals';
import { approveRequest, refuseRequest } from './decisions';
import { cashierSettingsBody, saveCashierSettings } from './settings-service';
import type { TetherGateway } from './tether-gateway-port';

export interface CashierAdminRoutesDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  tetherGateway: TetherGateway | undefined;
}

/** Operator API (under /api/admin): the cashier's queues, decisions, settings, totals and 계좌문의. */
export function cashierAdminRoutes({ db, clock, bus, tetherGateway }: CashierAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const decisions = { db, clock, bus, tetherGateway };

    app.get(adminCashierPaths.settings, { schema: { response: { 200: cashierSettingsSchema } } }, async () =>
      cashierSettingsBody(db),
    );

    app.put(
      adminCashierPaths.settings,
      { schema: { body: cashierSettingsSchema, response: { 200: cashierSettingsSchema } } },
      async (request) => saveCashierSettings(db, clock, request.body),
    );

    app.get(adminCashierPaths.counts, { schema: { response: { 200: cashierCountsSchema } } }, async () =>
      cashierCounts(db),
    );

    app.get(
      adminCashierPaths.requests,
      { schema: { querystring: adminCashQuerySchema, response: { 200: adminCashPageSchema } } },
      async (request) => adminCashPage(db, request.query),
    );

    app.get(
      adminCashierPaths.context(':id'),
      { schema: { params: bigIdParamsSchema, response: { 200: cashContextSchema } } },
      async (request) => cashContext(db, request.params.id),
    );

    app.post(
      adminCashierPaths.approve(':id'),
      { schema: { params: bigIdParamsSchema, response: { 200: adminCashRequestSchema } } },
      async (request) => {
        const row = await approveRequest(decisions, callerOf(request).member.id, request.params.id);
        return adminCashRequest(db, row.id);
      },
    );

    app.post(
      adminCashierPaths.refuse(':id'),
      { schema: { params: bigIdParamsSchema, body: refusalSchema, response: { 200: adminCashRequestSchema } } },
      async (request) => {
        const row = await refuseRequest(decisions, callerOf(request).member.id, request.params.id, request.body.reason);
        return adminCashRequest(db, row.id);
      },
    );

    app.get(
      adminCashierPaths.daily,
      { schema: { querystring: dailyQuerySchema, response: { 200: dailyTotalsSchema } } },
      async (request) => dailyTotals(db, clock.now(), request.query),
    );

    app.get(
      adminCashierPaths.inquiries,
      { schema: { querystring: accountInquiryQuerySchema, response: { 200: accountInquiryPageSchema } } },
      async (request) => inquiryPage(db, request.query),
    );

    app.post(
      adminCashierPaths.answerInquiry(':id'),
      { schema: { params: bigIdParamsSchema, response: { 200: accountInquirySchema } } },
      async (request) => answerInquiry(db, clock, callerOf(request).member.id, request.params.id),
    );
  };
}
