import type { RouteContext } from '../../http/route-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  virtualEventListSchema,
  virtualEventsQuerySchema,
  virtualPlayNowResultSchema,
  virtualPlayNowSchema,
  virtualRankingQuerySchema,
  virtualRankingSchema,
  virtualResultPageSchema,
  virtualResultQuerySchema,
  virtualSportParamsSchema,
} from '@site/contracts/api/virtuals';
import { virtualAdminEndpoints, virtualEndpoints } from '@site/contracts/endpoints/virtuals';
import { route } from '../../http/route';
import { AnswerCache } from '../sports/answer-cache';
import type { VirtualSportsProvider } from './provider-port';
import { eventList, leagueOf, ranking, resultPage, sportOf } from './service';

export interface VirtualRoutesDeps extends RouteContext {
  /** the process's one provider (main.ts), its runner started there or not */
  engine: VirtualSportsProvider;
}

/**
 * The virtual sports' pages: events with their markets and countdowns, results and the soccer
 * rankings. Public, like the books. Events are brought up to date before answering (engine.catchUp),
 * and answers are shared for the second until the engine changes something (AnswerCache).
 */
export function virtualRoutes({ db, clock, bus, engine }: VirtualRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = new AnswerCache(bus, clock);
    app.addHook('onClose', async () => cache.close());

    // Events due to start or finish are brought up to date first (a server without the runner answers as current).
    const cached = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>, load: () => Promise<T>) =>
      cache.send(request, reply, schema, async () => {
        await engine.catchUp();
        return load();
      });

    const virtuals = virtualEndpoints;
    route(
      app,
      virtuals.rankings,
      { query: virtualRankingQuerySchema, answers: { 200: virtualRankingSchema } },
      async (request, reply) =>
        cached(request, reply, virtualRankingSchema, () => ranking(db, clock, engine, request.query)),
    );

    route(
      app,
      virtuals.events,
      { params: virtualSportParamsSchema, query: virtualEventsQuerySchema, answers: { 200: virtualEventListSchema } },
      async (request, reply) => {
        const league = leagueOf(engine, sportOf(request.params.sport), request.query.league);
        return cached(request, reply, virtualEventListSchema, () => eventList(db, clock, engine, league));
      },
    );

    route(
      app,
      virtuals.results,
      {
        params: virtualSportParamsSchema,
        query: virtualResultQuerySchema,
        answers: { 200: virtualResultPageSchema },
      },
      async (request, reply) => {
        const sport = sportOf(request.params.sport);
        return cached(request, reply, virtualResultPageSchema, () =>
          resultPage(db, clock, engine, sport, request.query),
        );
      },
    );
  };
}

/** Operator API (under /api/admin): a league's next events played at once, their bets settled. */
export function virtualAdminRoutes({ engine }: { engine: VirtualSportsProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      virtualAdminEndpoints.playNow,
      { body: virtualPlayNowSchema, answers: { 200: virtualPlayNowResultSchema } },
      async (request) => {
        const league = leagueOf(engine, request.body.sport, request.body.league);
        return { played: await engine.playNow(league) };
      },
    );
  };
}
