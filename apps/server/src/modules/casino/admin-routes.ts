import type { CasinoParts } from './routes';
import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCasinoRoundPageSchema,
  adminCasinoRoundQuerySchema,
  adminCasinoRoundSchema,
  adminCasinoSettingsSchema,
  casinoProductSwitchParamsSchema,
  casinoProductSwitchSchema,
  casinoVendorParamsSchema,
  casinoVendorSettingSchema,
  stuckCasinoRoundsQuerySchema,
  stuckCasinoRoundsSchema,
} from '@site/contracts/api/admin-casino';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { casinoAdminEndpoints as casino } from '@site/contracts/endpoints/casino-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import {
  casinoRoundPage,
  casinoSettings,
  rollbackStuckRound,
  setProductSwitch,
  setVendorSetting,
  stuckCasinoRounds,
} from './admin-service';

/** The operator's casino, registered under /api/admin (its scope checks the administrator). */
export function casinoAdminRoutes(deps: RouteContext & CasinoParts): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = { answers: { 200: adminCasinoSettingsSchema } };
    route(app, casino.settings, settings, () => casinoSettings(deps));
    route(
      app,
      casino.setProduct,
      { params: casinoProductSwitchParamsSchema, body: casinoProductSwitchSchema, ...settings },
      (request) =>
        audited(
          deps.db,
          request,
          {
            action: 'casino.product.switch',
            target: { kind: 'casinoProduct', id: `${request.params.aggregator}/${request.params.product}` },
            after: { enabled: request.body.enabled },
          },
          (tx) => setProductSwitch({ ...deps, db: tx }, request.params, request.body.enabled),
        ),
    );
    route(
      app,
      casino.setVendor,
      { params: casinoVendorParamsSchema, body: casinoVendorSettingSchema, ...settings },
      (request) =>
        audited(
          deps.db,
          request,
          {
            action: 'casino.vendor.update',
            target: { kind: 'casinoVendor', id: `${request.params.aggregator}/${request.params.vendor}` },
            after: request.body,
          },
          (tx) => setVendorSetting({ ...deps, db: tx }, request.params, request.body),
        ),
    );
    route(
      app,
      casino.rounds,
      { query: adminCasinoRoundQuerySchema, answers: { 200: adminCasinoRoundPageSchema } },
      (request) => casinoRoundPage(deps, request.query),
    );
    route(
      app,
      casino.stuckRounds,
      { query: stuckCasinoRoundsQuerySchema, answers: { 200: stuckCasinoRoundsSchema } },
      (request) => stuckCasinoRounds(deps, request.query.olderThanMinutes),
    );
    route(
      app,
      casino.rollbackRound,
      { params: bigIdParamsSchema, answers: { 200: adminCasinoRoundSchema } },
      (request) =>
        audited(
          deps.db,
          request,
          {
            action: 'casino.round.rollback',
            target: { kind: 'casinoRound', id: request.params.id },
            afterOf: (round) => round,
          },
          (tx) => rollbackStuckRound({ ...deps, db: tx }, request.params.id),
        ),
    );
  };
}
