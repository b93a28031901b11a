import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStandingsSchema,
  adminTournamentListSchema,
  adminTournamentSchema,
  jackpotSettingsSchema,
  jackpotSettingsUpdateSchema,
  tournamentInputSchema,
} from '@site/contracts/api/admin-tournaments';
import { okSchema } from '@site/contracts/api/member';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { tournamentAdminEndpoints } from '@site/contracts/endpoints/tournaments';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { jackpotSettings, saveJackpotSettings } from './jackpot-settings';
import { adminStandings, adminTournaments, cancelTournament, createTournament, editTournament } from './service';

/** Operator API (under /api/admin): tournaments, their standings, the jackpot and the event slot switch. */
export function tournamentAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = tournamentAdminEndpoints;
    const id = { params: intIdParamsSchema };
    route(app, admin.list, { answers: { 200: adminTournamentListSchema } }, () => adminTournaments(db, clock.now()));
    route(app, admin.create, { body: tournamentInputSchema, answers: { 200: adminTournamentSchema } }, (request) =>
      audited<Awaited<ReturnType<typeof createTournament>>>(
        db,
        request,
        {
          action: 'tournament.create',
          target: (made) => ({ kind: 'tournament', id: made.id }),
          afterOf: () => request.body,
        },
        (tx) => createTournament(tx, request.body, clock.now()),
      ),
    );
    route(app, admin.edit, { ...id, body: tournamentInputSchema, answers: { 200: adminTournamentSchema } }, (request) =>
      audited(
        db,
        request,
        { action: 'tournament.update', target: { kind: 'tournament', id: request.params.id }, after: request.body },
        (tx) => editTournament(tx, request.params.id, request.body, clock.now()),
      ),
    );
    route(app, admin.cancel, { ...id, answers: { 200: okSchema } }, async (request) => {
      await audited(
        db,
        request,
        { action: 'tournament.cancel', target: { kind: 'tournament', id: request.params.id } },
        (tx) => cancelTournament(tx, request.params.id),
      );
      return { ok: true as const };
    });
    route(app, admin.standings, { ...id, answers: { 200: adminStandingsSchema } }, (request) =>
      adminStandings(db, request.params.id),
    );
    route(app, admin.jackpotSettings, { answers: { 200: jackpotSettingsSchema } }, () =>
      jackpotSettings(db, clock.now()),
    );
    route(
      app,
      admin.saveJackpotSettings,
      { body: jackpotSettingsUpdateSchema, answers: { 200: jackpotSettingsSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'jackpot.settings.update',
            target: { kind: 'settings', id: 'jackpot' },
            read: async (tx) => ({ ...(await jackpotSettings(tx, clock.now())) }),
          },
          (tx) => saveJackpotSettings(tx, request.body, clock.now()),
        ),
    );
  };
}
