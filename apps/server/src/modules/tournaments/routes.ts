import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventSlotSettingSchema } from '@site/contracts/api/casino';
import { intIdParamsSchema } from '@site/contracts/api/params';
import {
  jackpotSchema,
  tournamentDetailSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
} from '@site/contracts/api/tournaments';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';
import { tournamentEndpoints } from '@site/contracts/endpoints/tournaments';
import { route } from '../../http/route';
import { callerOf, viewerId } from '../auth/session-guard';
import { jackpotBanner } from './jackpot-settings';
import { eventSlotUseFlag } from './repo';
import { joinTournament, listTournaments, tournamentDetail } from './service';

/** /tournament, /tournament_casino and the jackpot banner; GET /eventSlot/set (SPEC.md §7). */
export function tournamentRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, casinoEndpoints.eventSlotSetting, { answers: { 200: eventSlotSettingSchema } }, async () => ({
      useFlag: await eventSlotUseFlag(db),
    }));

    route(app, tournamentEndpoints.jackpot, { answers: { 200: jackpotSchema } }, () => jackpotBanner(db, clock.now()));

    route(
      app,
      tournamentEndpoints.list,
      { query: tournamentListQuerySchema, answers: { 200: tournamentListSchema } },
      async (request) => listTournaments(db, request.query.product, clock.now(), await viewerId(guard, request)),
    );

    route(
      app,
      tournamentEndpoints.detail,
      { params: intIdParamsSchema, answers: { 200: tournamentDetailSchema } },
      async (request) => tournamentDetail(db, request.params.id, clock.now(), await viewerId(guard, request)),
    );

    route(
      app,
      tournamentEndpoints.join,
      { params: intIdParamsSchema, answers: { 200: tournamentDetailSchema } },
      (request) => joinTournament(db, request.params.id, callerOf(request).member.id, clock.now()),
      { onRequest: guard.requireMember },
    );
  };
}
