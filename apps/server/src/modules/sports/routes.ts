import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@site/contracts/api/member';
import {
  fixtureListQuerySchema,
  fixturePageSchema,
  fixtureQuerySchema,
  fixtureResultPageSchema,
  fixtureSchema,
  leagueGroupListSchema,
  leagueQuerySchema,
  locationListSchema,
  locationQuerySchema,
  resultQuerySchema,
  selectionQuoteQuerySchema,
  selectionQuotesSchema,
  sportCountListSchema,
  sportCountQuerySchema,
  sportsAdvanceSchema,
  sportsFeedStatusSchema,
} from '@site/contracts/api/sports';
import { isLiveBook } from '@site/contracts/sports-markets';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { AnswerCache } from './answer-cache';
import type { SportsFeedControl } from './feed-control';
import { OddsStream } from './odds-stream';
import { nextStartAfter } from './repo';
import {
  bookOfQuery,
  fixtureDetail,
  fixturePage,
  leagueGroups,
  locationsOf,
  resultPage,
  selectionQuotes,
  sportCounts,
  sportsErrors,
} from './service';

export interface SportsRoutesDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

/**
 * The books: sports, locations, leagues, fixtures, results and the odds stream. All public: odds are.
 * The lists every visitor asks for are answered from an AnswerCache until the feed changes something.
 */
export function sportsRoutes({ db, clock, bus }: SportsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = new AnswerCache(bus, clock, (now) => nextStartAfter(db, now));
    const stream = new OddsStream(bus);
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => stream.close());
    app.addHook('onClose', async () => cache.close());

    app.get(
      '/sports-prematch/sports',
      { schema: { querystring: sportCountQuerySchema, response: { 200: sportCountListSchema } } },
      async (request, reply) => {
        const book = bookOfQuery(request.query);
        return cache.send(request, reply, sportCountListSchema, {
          kind: isLiveBook(book) ? 'live' : 'prematch',
          load: () => sportCounts(db, clock, { book, openOnly: request.query.manualFlg === '1' }),
        });
      },
    );

    app.get(
      '/sports-prematch/location',
      { schema: { querystring: locationQuerySchema, response: { 200: locationListSchema } } },
      async (request, reply) =>
        cache.send(request, reply, locationListSchema, {
          kind: 'prematch',
          load: () => locationsOf(db, clock, request.query.sportId),
        }),
    );

    app.get(
      '/sports-prematch/league',
      { schema: { querystring: leagueQuerySchema, response: { 200: leagueGroupListSchema } } },
      async (request, reply) =>
        cache.send(request, reply, leagueGroupListSchema, {
          kind: 'prematch',
          load: () => leagueGroups(db, clock, request.query.sportId, request.query.locationId),
        }),
    );

    app.get(
      '/sports/fixtures',
      { schema: { querystring: fixtureListQuerySchema, response: { 200: fixturePageSchema } } },
      async (request, reply) =>
        cache.send(request, reply, fixturePageSchema, {
          kind: isLiveBook(request.query.book) ? 'live' : 'prematch',
          load: () => fixturePage(db, clock, request.query),
          fixtureIdsOf: (page) => page.items.map((fixture) => fixture.id),
        }),
    );

    app.get(
      '/sports/fixtures/:id',
      { schema: { params: bigIdParamsSchema, querystring: fixtureQuerySchema, response: { 200: fixtureSchema } } },
      async (request, reply) =>
        cache.send(request, reply, fixtureSchema, {
          kind: 'fixture',
          load: () => fixtureDetail(db, request.params.id, request.query.book),
          fixtureIdsOf: () => [request.params.id],
        }),
    );

    // The cart's "refresh odds" must see the database as it is now: never cached.
    app.get(
      '/sports/selections',
      { schema: { querystring: selectionQuoteQuerySchema, response: { 200: selectionQuotesSchema } } },
      async (request) => selectionQuotes(db, request.query.ids),
    );

    app.get(
      '/sports/results',
      { schema: { querystring: resultQuerySchema, response: { 200: fixtureResultPageSchema } } },
      async (request) => resultPage(db, clock, request.query),
    );

    app.get('/sports/stream', (request, reply) => stream.open(request, reply));
  };
}

/** Operator API (under /api/admin): the feed's clock and state. */
export function sportsAdminRoutes({
  feed,
}: {
  db: Database;
  feed: SportsFeedControl | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sports/advance',
      { schema: { body: sportsAdvanceSchema, response: { 200: okSchema } } },
      async (request) => {
        if (!feed) throw new AppError(503, sportsErrors.feedNotRunning);
        await feed.advance(request.body.seconds);
        return { ok: true as const };
      },
    );

    app.get('/sports/feed', { schema: { response: { 200: sportsFeedStatusSchema } } }, async () =>
      feed ? feed.status() : { running: false, liveFixtures: 0, scheduledFixtures: 0, seq: 0 },
    );
  };
}
