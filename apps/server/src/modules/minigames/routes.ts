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
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { EventBroadcaster } from '../../http/event-broadcaster';
import { eventText } from '../../http/event-stream';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { callerOf, type SessionGuard } from '../auth/session-guard';
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

export interface MinigameRoutesDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** the process's one round provider (main.ts), ticking or not */
  rounds: MinigameRounds;
}

/**
 * The minigames: settings (SPEC.md §7), boards, rounds with their proofs, bets and the rounds
 * stream. The routes bring a game's round up to date through the provider when it is due, so they
 * answer correctly on a server that does not run the round engine's runner (MINIGAMES=off).
 */
export function minigameRoutes({
  db,
  clock,
  bus,
  rounds: engine,
  guard,
}: MinigameRoutesDeps & { guard: SessionGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    const stream = new EventBroadcaster(bus, 'minigameRound', (round) => eventText(MINIGAME_STREAM_EVENT, round));
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => stream.close());

    app.get(
      '/settingMinigame/:id',
      { schema: { params: intIdParamsSchema, response: { 200: minigameSettingSchema } } },
      async (request) => minigameSetting(db, request.params.id),
    );

    app.get(
      '/minigame/events',
      { schema: { querystring: minigameEventsQuerySchema, response: { 200: minigameEventListSchema } } },
      async (request) => minigameEvents(db, clock, engine, request.query.gameId),
    );

    app.get(
      '/minigame/games/:id',
      { schema: { params: intIdParamsSchema, response: { 200: minigameBoardSchema } } },
      async (request) => minigameBoard(db, clock, engine, request.params.id),
    );

    app.get(
      '/minigame/games/:id/rounds',
      {
        schema: {
          params: intIdParamsSchema,
          querystring: minigameRoundQuerySchema,
          response: { 200: minigameRoundPageSchema },
        },
      },
      async (request) => minigameRoundPage(db, clock, engine, request.params.id, request.query),
    );

    app.get(
      '/minigame/results',
      { schema: { querystring: minigameResultQuerySchema, response: { 200: minigameRoundPageSchema } } },
      async (request) => minigameRoundPage(db, clock, engine, request.query.gameId, request.query),
    );

    app.get('/minigame/stream', (request, reply) => stream.open(request, reply));

    app.post(
      '/minigame/bets',
      {
        onRequest: guard.requireMember,
        schema: { body: placeMinigameBetSchema, response: { 200: betSchema, 201: betSchema } },
      },
      async (request, reply) => {
        const { member } = callerOf(request);
        const game = runnableGame(engine, request.body.gameId);
        const { bet, created } = await placeMinigameBet({ db, clock, bus }, game, member, request.body);
        // 201 for a new bet, 200 for a replayed key answering the bet it made.
        return reply.code(created ? 201 : 200).send(bet);
      },
    );
  };
}

/** Operator API (under /api/admin): each game's maintenance switch and limits, and drawing a round now. */
export function minigameAdminRoutes({
  db,
  clock,
  rounds: engine,
}: Omit<MinigameRoutesDeps, 'bus'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/minigames', { schema: { response: { 200: minigameSettingListSchema } } }, async () =>
      listMinigameSettings(db),
    );

    app.put(
      '/minigames/:id',
      {
        schema: {
          params: intIdParamsSchema,
          body: minigameSettingUpdateSchema,
          response: { 200: minigameSettingSchema },
        },
      },
      async (request) => updateMinigameSetting(db, clock, request.params.id, request.body),
    );

    app.post(
      '/minigames/:id/draw-now',
      { schema: { params: intIdParamsSchema, response: { 200: minigameRoundSchema } } },
      async (request) => {
        const game = runnableGame(engine, request.params.id);
        return roundView(await engine.drawNow(game), clock.now());
      },
    );
  };
}
