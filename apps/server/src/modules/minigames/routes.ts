import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betSchema } from '@site/contracts/api/bets';
import {
  MINIGAME_STREAM_EVENT,
  minigameBoardSchema,
  minigameEventListSchema,
  minigameEventsQuerySchema,
  minigameResultQuerySchema,
  minigameRoundPageSchema,
  minigameRoundQuerySchema,
  minigameRoundSchema,
  minigameSettingListSchema,
  minigameSettingSchema,
  minigameSettingUpdateSchema,
  placeMinigameBetSchema,
} from '@site/contracts/api/minigames';
import { EventBroadcaster } from '../../http/event-broadcaster';
import { eventText } from '../../http/event-stream';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { minigameAdminEndpoints, minigameEndpoints } from '@site/contracts/endpoints/minigames';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import { placeMinigameBet } from './placement';
import { roundView } from './round-view';
import type { MinigameRounds } from './rounds-port';
import {
  listMinigameSettings,
  minigameBoard,
  minigameEvents,
  minigameRoundPage,
  minigameSetting,
  runnableGame,
  updateMinigameSetting,
} from './service';

export interface MinigameRoutesDeps extends RouteContext {
  /** the process's one round provider (main.ts), ticking or not */
  rounds: MinigameRounds;
}

/**
 * The minigames: settings (SPEC.md §7), boards, rounds with their proofs, bets and the rounds
 * stream. The routes bring a game's round up to date through the provider when it is due, so they
 * answer correctly on a server that does not run the round engine's runner (MINIGAMES=off).
 */
export function minigameRoutes({ db, clock, bus, rounds: engine, guard }: MinigameRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const stream = new EventBroadcaster(bus, 'minigameRound', (round) => eventText(MINIGAME_STREAM_EVENT, round));
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => stream.close());

    const minigames = minigameEndpoints;
    route(app, minigames.setting, { params: intIdParamsSchema, answers: { 200: minigameSettingSchema } }, (request) =>
      minigameSetting(db, request.params.id),
    );

    route(
      app,
      minigames.events,
      { query: minigameEventsQuerySchema, answers: { 200: minigameEventListSchema } },
      (request) => minigameEvents(db, clock, engine, request.query.gameId),
    );

    route(app, minigames.board, { params: intIdParamsSchema, answers: { 200: minigameBoardSchema } }, (request) =>
      minigameBoard(db, clock, engine, request.params.id),
    );

    route(
      app,
      minigames.rounds,
      { params: intIdParamsSchema, query: minigameRoundQuerySchema, answers: { 200: minigameRoundPageSchema } },
      (request) => minigameRoundPage(db, clock, engine, request.params.id, request.query),
    );

    route(
      app,
      minigames.results,
      { query: minigameResultQuerySchema, answers: { 200: minigameRoundPageSchema } },
      (request) => minigameRoundPage(db, clock, engine, request.query.gameId, request.query),
    );

    // The stream takes the reply over (hijack): an async handler answering the reply itself sends nothing more.
    route(app, minigames.roundStream, { answers: {} }, async (request, reply) => {
      stream.open(request, reply);
      return reply;
    });

    route(
      app,
      minigames.placeBet,
      { body: placeMinigameBetSchema, answers: { 200: betSchema, 201: betSchema } },
      async (request, reply) => {
        const { member } = callerOf(request);
        const game = runnableGame(engine, request.body.gameId);
        const { bet, created } = await placeMinigameBet({ db, clock, bus }, game, member, request.body);
        // 201 for a new bet, 200 for a replayed key answering the bet it made.
        return reply.code(created ? 201 : 200).send(bet);
      },
      { onRequest: guard.requireMember },
    );
  };
}

/** Operator API (under /api/admin): each game's maintenance switch and limits, and drawing a round now. */
export function minigameAdminRoutes({ db, clock, rounds: engine }: MinigameRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = minigameAdminEndpoints;
    route(app, admin.settings, { answers: { 200: minigameSettingListSchema } }, () => listMinigameSettings(db));

    route(
      app,
      admin.saveSetting,
      { params: intIdParamsSchema, body: minigameSettingUpdateSchema, answers: { 200: minigameSettingSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'minigame.settings.update',
            target: { kind: 'minigame', id: request.params.id },
            after: request.body,
          },
          (tx) => updateMinigameSetting(tx, clock, request.params.id, request.body),
        ),
    );

    route(app, admin.drawNow, { params: intIdParamsSchema, answers: { 200: minigameRoundSchema } }, async (request) => {
      const game = runnableGame(engine, request.params.id);
      return roundView(await engine.drawNow(game), clock.now());
    });
  };
}
