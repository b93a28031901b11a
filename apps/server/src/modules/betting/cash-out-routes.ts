import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betSchema } from '@site/contracts/api/bets';
import {
  autoCashOutSchema,
  cashOutOffersQuerySchema,
  cashOutOffersSchema,
  cashOutQuoteSchema,
  cashOutResultSchema,
  cashOutSettingsSchema,
  cashOutSettingsUpdateSchema,
  takeCashOutSchema,
} from '@site/contracts/api/cash-out';
import { cashOutAdminEndpoints, cashOutEndpoints } from '@site/contracts/endpoints/cash-out';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { setAutoCashOut } from './cash-out/auto';
import type { DangerWatch } from './cash-out/offer';
import { cashOutOffers, cashOutQuote } from './cash-out/quote';
import { loadCashOutSettings, saveCashOutSettings } from './cash-out/settings';
import { takeCashOut } from './cash-out/take';

export interface CashOutRouteContext extends RouteContext {
  danger?: DangerWatch | undefined;
}

/** The member's cash-out calls (docs/decisions/068). */
export function cashOutRoutes({ db, clock, bus, guard, danger }: CashOutRouteContext): FastifyPluginAsyncZod {
  const deps = { db, clock, bus, danger };
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const calls = cashOutEndpoints;
    route(app, calls.offers, { query: cashOutOffersQuerySchema, answers: { 200: cashOutOffersSchema } }, (request) =>
      cashOutOffers(deps, callerOf(request).member.id, request.query.ids),
    );
    route(app, calls.quote, { params: bigIdParamsSchema, answers: { 200: cashOutQuoteSchema } }, (request) =>
      cashOutQuote(deps, callerOf(request).member.id, request.params.id),
    );
    route(
      app,
      calls.take,
      { params: bigIdParamsSchema, body: takeCashOutSchema, answers: { 200: cashOutResultSchema } },
      (request) => takeCashOut(deps, callerOf(request).member.id, request.params.id, request.body),
    );
    route(
      app,
      calls.auto,
      { params: bigIdParamsSchema, body: autoCashOutSchema, answers: { 200: betSchema } },
      (request) => setAutoCashOut(deps, callerOf(request).member.id, request.params.id, request.body),
    );
  };
}

/** The operator's switches (under /api/admin); a change is audited like every console setting. */
export function cashOutAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = cashOutAdminEndpoints;
    route(app, admin.settings, { answers: { 200: cashOutSettingsSchema } }, () => loadCashOutSettings(db));
    route(
      app,
      admin.saveSettings,
      { body: cashOutSettingsUpdateSchema, answers: { 200: cashOutSettingsSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'cashOut.settings.update',
            target: { kind: 'settings', id: 'cash-out' },
            read: (tx) => loadCashOutSettings(tx),
          },
          (tx) => saveCashOutSettings(tx, clock, request.body),
        ),
    );
  };
}
