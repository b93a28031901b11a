import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRouletteSchema,
  rouletteCountsQuerySchema,
  rouletteCountsSchema,
  rouletteSettingsInputSchema,
  rouletteSpinBodySchema,
  rouletteSpinResultSchema,
} from '@site/contracts/api/roulette';
import { rouletteAdminEndpoints, rouletteEndpoints } from '@site/contracts/endpoints/roulette';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { publishBalance } from '../ledger/service';
import { adminRoulette, saveRouletteSettings } from './settings';
import { assertOwnCoupons, rouletteCounts, spinRoulette } from './spin';

/** /card: a member's roulette coupons and spins (members only, their own coupons only). */
export function rouletteRoutes({ db, clock, bus, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      rouletteEndpoints.counts,
      { query: rouletteCountsQuerySchema, answers: { 200: rouletteCountsSchema } },
      (request) => {
        const { member } = callerOf(request);
        assertOwnCoupons(member, request.query.memberId);
        return rouletteCounts(db, member.id, clock.now());
      },
      { onRequest: guard.requireMember },
    );
    route(
      app,
      rouletteEndpoints.spin,
      { body: rouletteSpinBodySchema, answers: { 200: rouletteSpinResultSchema } },
      async (request) => {
        const { result, change } = await spinRoulette(db, callerOf(request).member, request.body, clock.now());
        if (change) publishBalance(bus, change);
        return result;
      },
      { onRequest: guard.requireMember },
    );
  };
}

/** Operator API (under /api/admin): the wheels' weights, budgets and voucher values. */
export function rouletteAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, rouletteAdminEndpoints.overview, { answers: { 200: adminRouletteSchema } }, () =>
      adminRoulette(db, clock.now()),
    );
    route(
      app,
      rouletteAdminEndpoints.save,
      { body: rouletteSettingsInputSchema, answers: { 200: adminRouletteSchema } },
      (request) =>
        audited(
          db,
          request,
          { action: 'roulette.settings.update', target: { kind: 'settings', id: 'roulette' }, after: request.body },
          (tx) => saveRouletteSettings(tx, request.body, clock.now()),
        ),
    );
  };
}
