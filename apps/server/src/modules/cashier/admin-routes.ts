import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountInquiryPageSchema,
  accountInquiryQuerySchema,
  accountInquirySchema,
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
import { route } from '../../http/route';
import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { audited, operatorOf } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { answerInquiry, inquiryPage } from './account-inquiries';
import { adminCashPage, adminCashRequest, cashContext, cashierCounts } from './admin-queue';
import { dailyTotals } from './daily-totals';
import { approveRequest, refuseRequest } from './decisions';
import { cashierSettingsBody, saveCashierSettings } from './settings-service';
import type { TetherGateway } from './tether-gateway-port';

export interface CashierAdminRoutesDeps extends RouteContext {
  tetherGateway: TetherGateway | undefined;
}

/** Operator API (under /api/admin): the cashier's queues, decisions, settings, totals and 계좌문의. */
export function cashierAdminRoutes({ db, clock, bus, tetherGateway }: CashierAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const decisions = { db, clock, bus, tetherGateway };

    const admin = cashierAdminEndpoints;
    route(app, admin.settings, { answers: { 200: cashierSettingsSchema } }, () => cashierSettingsBody(db));

    route(
      app,
      admin.saveSettings,
      { body: cashierSettingsSchema, answers: { 200: cashierSettingsSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'cashier.settings.update',
            target: { kind: 'settings', id: 'cashier' },
            read: (tx) => cashierSettingsBody(tx),
          },
          (tx) => saveCashierSettings(tx, clock, request.body),
        ),
    );

    route(app, admin.counts, { answers: { 200: cashierCountsSchema } }, () => cashierCounts(db));

    route(app, admin.requests, { query: adminCashQuerySchema, answers: { 200: adminCashPageSchema } }, (request) =>
      adminCashPage(db, request.query),
    );

    route(app, admin.context, { params: bigIdParamsSchema, answers: { 200: cashContextSchema } }, (request) =>
      cashContext(db, request.params.id),
    );

    route(
      app,
      admin.approve,
      { params: bigIdParamsSchema, answers: { 200: adminCashRequestSchema } },
      async (request) => {
        const row = await approveRequest(decisions, operatorOf(request), request.params.id);
        return adminCashRequest(db, row.id);
      },
    );

    route(
      app,
      admin.refuse,
      { params: bigIdParamsSchema, body: refusalSchema, answers: { 200: adminCashRequestSchema } },
      async (request) => {
        const row = await refuseRequest(decisions, operatorOf(request), request.params.id, request.body.reason);
        return adminCashRequest(db, row.id);
      },
    );

    route(app, admin.daily, { query: dailyQuerySchema, answers: { 200: dailyTotalsSchema } }, (request) =>
      dailyTotals(db, clock.now(), request.query),
    );

    route(
      app,
      admin.inquiries,
      { query: accountInquiryQuerySchema, answers: { 200: accountInquiryPageSchema } },
      (request) => inquiryPage(db, request.query),
    );

    route(app, admin.answerInquiry, { params: bigIdParamsSchema, answers: { 200: accountInquirySchema } }, (request) =>
      audited(
        db,
        request,
        {
          action: 'accountInquiry.answer',
          target: { kind: 'accountInquiry', id: request.params.id },
          before: { answered: false },
          after: { answered: true },
        },
        (tx) => answerInquiry(tx, { clock, bus }, callerOf(request).member.id, request.params.id),
      ),
    );
  };
}
