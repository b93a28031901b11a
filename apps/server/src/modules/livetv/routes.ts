import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveTvFixtureListSchema, liveTvMatchSchema } from '@site/contracts/api/livetv';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { liveTvEndpoints } from '@site/contracts/endpoints/livetv';
import { route } from '../../http/route';
import type { MatchFeed } from './match-feed-port';
import { fixtureList, matchOf } from './service';

export interface LiveTvRoutesDeps extends RouteContext {
  /** the provider whose tracker follows the matches */
  feed: MatchFeed;
}

/**
 * The live match centre, public like the books. The page polls every two seconds
 * (docs/decisions/030); an answer may be kept for one, so a proxy or the browser can share it.
 */
const POLLED_ANSWER = 'public, max-age=1';

export function liveTvRoutes({ db, clock, feed }: LiveTvRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, liveTvEndpoints.fixtures, { answers: { 200: liveTvFixtureListSchema } }, async (_request, reply) => {
      const list = await fixtureList(db, feed);
      reply.header('cache-control', POLLED_ANSWER);
      return list;
    });

    route(
      app,
      liveTvEndpoints.match,
      { params: bigIdParamsSchema, answers: { 200: liveTvMatchSchema } },
      async (request, reply) => {
        const match = await matchOf(db, feed, request.params.id, clock.now());
        reply.header('cache-control', POLLED_ANSWER);
        return match;
      },
    );
  };
}
