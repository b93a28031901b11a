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
import {
  casinoRoundPage,
  casinoSettings,
  rollbackStuckRound,
  setProductSwitch,
  setVendorSetting,
  stuckCasinoRounds,
  type CasinoAdminDeps,
} from './admin-service';

/** The operator's casino, registered under /api/admin (its scope checks the administrator). */
export function casinoAdminRoutes(deps: CasinoAdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = { answers: { 200: adminCasinoSettingsSchema } };
    route(app, casino.settings, settings, () => casinoSettings(deps));
    route(
      app,
      casino.setProduct,
      { params: casinoProductSwitchParamsSchema, body: casinoProductSwitchSchema, ...settings },
      (request) => setProductSwitch(deps, request.params, request.body.enabled),
    );
    route(
      app,
      casino.setVendor,
      { params: casinoVendorParamsSchema, body: casinoVendorSettingSchema, ...settings },
      (request) => setVendorSetting(deps, request.params, request.body),
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
      (request) => rollbackStuckRound(deps, request.params.id),
    );
  };
}
