import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@site/contracts/api/member';
import {
  fixtureListQuerySchema,
  fixturePageSchema,
  fixtureProofSchema,
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
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { sportsAdminEndpoints, sportsEndpoints } from '@site/contracts/endpoints/sports';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { AnswerCache } from './answer-cache';
import type { SportsFeedControl } from './feed-control';
import { OddsStream } from './odds-stream';
import { fixtureProof } from './proof';
import { nextStartAfter } from './repo';
import { searchFixtures } from './search';
import { searchQuerySchema, searchResultSchema } from '@site/contracts/api/sports-search';
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

export interface SportsRoutesDeps extends RouteContext {
  /** the simulated feed's public plan seed, for the fixtures' proofs; null where no simulator feeds the site */
  planSeed: number | null;
}

/**
 * The books: sports, locations, leagues, fixtures, results and the odds stream. All public: odds are.
 * The lists every visitor asks for are answered from an AnswerCache until the feed changes something.
 */
export function sportsRoutes({ db, clock, bus, planSeed }: SportsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = new AnswerCache(bus, clock, (now) => nextStartAfter(db, now));
    const stream = new OddsStream(bus);
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => stream.close());
    app.addHook('onClose', async () => cache.close());

    const sports = sportsEndpoints;
    route(
      app,
      sports.sportCounts,
      { query: sportCountQuerySchema, answers: { 200: sportCountListSchema } },
      async (request, reply) => {
        const book = bookOfQuery(request.query);
        return cache.send(request, reply, sportCountListSchema, {
          kind: isLiveBook(book) ? 'live' : 'prematch',
          load: () => sportCounts(db, clock, { book, openOnly: request.query.manualFlg === '1' }),
        });
      },
    );

    route(
      app,
      sports.locations,
      { query: locationQuerySchema, answers: { 200: locationListSchema } },
      async (request, reply) =>
        cache.send(request, reply, locationListSchema, {
          kind: 'prematch',
          load: () => locationsOf(db, clock, request.query.sportId),
        }),
    );

    route(
      app,
      sports.leagues,
      { query: leagueQuerySchema, answers: { 200: leagueGroupListSchema } },
      async (request, reply) =>
        cache.send(request, reply, leagueGroupListSchema, {
          kind: 'prematch',
          load: () => leagueGroups(db, clock, request.query.sportId, request.query.locationId),
        }),
    );

    route(
      app,
      sports.fixtures,
      { query: fixtureListQuerySchema, answers: { 200: fixturePageSchema } },
      async (request, reply) =>
        cache.send(request, reply, fixturePageSchema, {
          kind: isLiveBook(request.query.book) ? 'live' : 'prematch',
          load: () => fixturePage(db, clock, request.query),
          fixtureIdsOf: (page) => page.items.map((fixture) => fixture.id),
        }),
    );

    route(
      app,
      sports.fixture,
      { params: bigIdParamsSchema, query: fixtureQuerySchema, answers: { 200: fixtureSchema } },
      async (request, reply) =>
        cache.send(request, reply, fixtureSchema, {
          kind: 'fixture',
          load: () => fixtureDetail(db, request.params.id, request.query.book),
          fixtureIdsOf: () => [request.params.id],
        }),
    );

    // Read as it is: the secret appears the moment the fixture is over.
    route(
      app,
      sports.fixtureProof,
      { params: bigIdParamsSchema, answers: { 200: fixtureProofSchema } },
      async (request) => fixtureProof(db, request.params.id, planSeed),
    );

    // The cart's "refresh odds" must see the database as it is now: never cached.
    route(
      app,
      sports.selections,
      { query: selectionQuoteQuerySchema, answers: { 200: selectionQuotesSchema } },
      async (request) => selectionQuotes(db, request.query.ids),
    );

    route(
      app,
      sports.results,
      { query: resultQuerySchema, answers: { 200: fixtureResultPageSchema } },
      async (request) => resultPage(db, clock, request.query),
    );

    // Searches are few and their texts many: asked of the database, not kept in the answer cache.
    route(app, sports.search, { query: searchQuerySchema, answers: { 200: searchResultSchema } }, async (request) =>
      searchFixtures(db, clock, request.query.q),
    );

    // The stream takes the reply over (hijack): an async handler answering the reply itself sends nothing more.
    route(app, sports.oddsStream, { answers: {} }, async (request, reply) => {
      stream.open(request, reply);
      return reply;
    });
  };
}

/** Operator API (under /api/admin): the feed's clock and state. */
export function sportsAdminRoutes({ feed }: { feed: SportsFeedControl | undefined }): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = sportsAdminEndpoints;
    route(app, admin.advance, { body: sportsAdvanceSchema, answers: { 200: okSchema } }, async (request) => {
      if (!feed) throw new AppError(503, sportsErrors.feedNotRunning);
      await feed.advance(request.body.seconds);
      return { ok: true as const };
    });

    route(app, admin.feed, { answers: { 200: sportsFeedStatusSchema } }, async () =>
      feed ? feed.status() : { running: false, liveFixtures: 0, scheduledFixtures: 0, seq: 0 },
    );
  };
}
