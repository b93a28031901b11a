import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseEngine } from './db/client';
import type { EventBus } from './events/bus';
import { registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { registerErrorHandling } from './http/error-handler';
import { registerLoadShedding } from './http/load-shedding';
import { registerRequestContext, requestIdMixin, requestIdOf } from './http/request-context';
import { registerRequestDeadline } from './http/request-deadline';
import type { RouteContext } from './http/route-context';
import { registerNotFoundHandler } from './http/not-found';
import { registerJsonBodyParser } from './http/json-body';
import { lazyChildLoggers } from './http/lazy-logger';
import { registerNulGuard } from './http/nul-guard';
import { registerRequestLogging } from './http/request-log';
import { registerStreamLimit } from './http/stream-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializerCompiler } from './http/serializer';
import { loadWebSite, registerWebSite } from './http/web-site';
import { adminRoutes } from './modules/admin/routes';
import { LoginLimiter } from './modules/auth/login-limiter';
import { authRoutes } from './modules/auth/routes';
import { twoFactorRoutes } from './modules/auth/two-factor-routes';
import { selfExclusionRoutes } from './modules/self-exclusion/routes';
import { betRoutes } from './modules/betting/routes';
import { cashierRoutes } from './modules/cashier/routes';
import type { GameAggregator } from './modules/casino/aggregator-port';
import { CasinoCatalogue } from './modules/casino/catalogue';
import type { CasinoRoundHooks } from './modules/casino/round-hooks';
import { casinoRoutes } from './modules/casino/routes';
import { timeLimitedGateway, type TetherGateway } from './modules/cashier/tether-gateway-port';
import { tetherRoutes } from './modules/cashier/tether-routes';
import { bankAccountRoutes } from './modules/members/bank-account-routes';
import { withdrawalPasswordRoutes } from './modules/members/withdrawal-password-routes';
import { accountActivityRoutes } from './modules/members/activity-routes';
import { realityCheckRoutes } from './modules/responsible-play/session-routes';
import { playLimitRoutes } from './modules/responsible-play/limits-routes';
import { historyRoutes } from './modules/cashier/history-routes';
import { statementRoutes } from './modules/responsible-play/statement-routes';
import { pointsRoutes } from './modules/cashier/points-routes';
import { registerSessionGuard } from './modules/auth/session-guard';
import { healthRoutes } from './modules/health/routes';
import type { ShutdownState } from './modules/health/shutdown-state';
import type { EngineLeadership, PoolCounts } from './http/metrics/app-metrics';
import { registerMetrics } from './http/metrics/routes';
import { IpBlockList } from './modules/ip-blocks/block-list';
import { registerIpBlockGuard } from './modules/ip-blocks/guard';
import type { MatchFeed } from './modules/livetv/match-feed-port';
import { dangerMomentOf } from './modules/livetv/danger';
import { cashOutRoutes } from './modules/betting/cash-out-routes';
import { liveTvRoutes } from './modules/livetv/routes';
import { memberRoutes } from './modules/members/routes';
import { messageRoutes } from './modules/messages/routes';
import { messengerRoutes } from './modules/messenger/routes';
import type { MinigameRounds } from './modules/minigames/rounds-port';
import { minigameRoutes } from './modules/minigames/routes';
import { newsLinkRoutes } from './modules/news-link/routes';
import { popupRoutes } from './modules/popups/routes';
import { eventRoutes } from './modules/site-events/routes';
import { settingsRoutes } from './modules/settings/routes';
import type { SportsFeedControl } from './modules/sports/feed-control';
import { betBuilderRoutes } from './modules/sports/builder-routes';
import { openGameRoutes } from './modules/sports/open-game-routes';
import type { SameGameModel } from './modules/sports/same-game-port';
import { sportsRoutes } from './modules/sports/routes';
import type { VirtualSportsProvider } from './modules/virtuals/provider-port';
import { virtualRoutes } from './modules/virtuals/routes';
import { tournamentRoutes } from './modules/tournaments/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { rouletteRoutes } from './modules/roulette/routes';
import { couponRoutes } from './modules/coupons/routes';
import { inquiryRoutes } from './modules/inquiries/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { friendRoutes } from './modules/friends/routes';
import { sharedSlipRoutes } from './modules/shared-slips/routes';
import { rollingRoutes } from './modules/rolling/routes';
import { managerRoutes } from './modules/manager/routes';
import { ruleRoutes } from './modules/site-rules/routes';
import { boardRoutes } from './modules/board/routes';
import { balanceRoutes } from './modules/balance/routes';
import { DocumentStore } from './modules/verification/document-store';
import { verificationRoutes } from './modules/verification/routes';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What the app is built from. The workers the routes use are made once, by main.ts (tests: their
 * kits), and handed in: no route plugin makes an engine (docs/decisions/012-server-layers.md).
 */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  engine: DatabaseEngine;
  /**
   * the pool behind `db`, whose queue tells when to shed requests (http/load-shedding.ts) and whose
   * counts /metrics shows; absent: never shed, no pool figures
   */
  pool?: PoolCounts;
  /** where /api/health and /api/ready ask the database, apart from the pool members' requests queue in; default `db` */
  healthDb?: Database;
  /** set when the process begins to shut down: /api/ready says 503 from then on */
  shutdown?: ShutdownState;
  /** the engines this process competes to lead, read when /metrics is scraped (site_engine_leader) */
  engines?: () => readonly EngineLeadership[];
  /** false silences request logging (tests); default: JSON lines at config.logLevel */
  logger?: boolean;
  /** the process's logger, when it logs before the app exists (main.ts); takes the place of `logger` */
  loggerInstance?: FastifyBaseLogger;
  /** the time sessions, limits and the block list go by; tests pass one they can move */
  clock?: Clock;
  /** carries feed changes, results and balances between modules, the workers and the streams */
  bus: EventBus;
  /** the running sports feed, when this process runs one; the operator API can move its clock */
  feed?: SportsFeedControl;
  /** the minigame rounds, runner started or not: requests bring a game's round up to date through it */
  rounds: MinigameRounds;
  /** the virtual sports, when config.virtuals is on; without them their routes are not served */
  virtuals?: VirtualSportsProvider;
  /** the provider whose tracker follows the matches in play (/livetv); without it those routes are not served */
  matchFeed?: MatchFeed;
  /** the feed's joint chances for the bet builder (같은 경기 조합); without it the builder answers 503 */
  sameGame?: SameGameModel;
  /** the simulated feed's public plan seed (sim/sports/feed-keys.ts), shown in the fixtures' proofs */
  sportsPlanSeed?: number;
  /** the tether (USDT) payment gateway the cashier makes invoices and payouts with */
  tetherGateway: TetherGateway;
  /**
   * the gateway's own pages (payment page and its button), when the gateway is simulated in this
   * process: served outside /api, as a real gateway would serve them on its own site
   */
  tetherGatewayPages?: FastifyPluginAsync;
  /** the game aggregators the casino launches games through (sim/casino, or real adapters); none: all under maintenance */
  casinoAggregators?: readonly GameAggregator[];
  /** told of casino stakes and closed rounds inside the wallet's transaction (tournaments, the jackpot) */
  casinoRoundHooks?: readonly CasinoRoundHooks[];
  /**
   * the simulated casino provider's game windows and tile art (sim/casino/page-routes.ts), when it runs
   * in this process: served outside /api, at the addresses its aggregators' launch URLs name
   */
  casinoSimPages?: FastifyPluginAsync;
}

const REQUEST_RECEIVE_TIMEOUT_MS = 30_000;

// Validation messages reach members (400 issues), so zod speaks Korean.
z.config(z.locales.ko());

export async function buildApp({
  config,
  db,
  engine,
  pool,
  healthDb = db,
  shutdown,
  engines = () => [],
  logger = true,
  loggerInstance,
  clock = systemClock,
  bus,
  feed,
  rounds,
  virtuals,
  matchFeed,
  sameGame,
  sportsPlanSeed,
  tetherGateway,
  tetherGatewayPages,
  casinoAggregators = [],
  casinoRoundHooks = [],
  casinoSimPages,
}: AppDeps): Promise<App> {
  const app = Fastify({
    ...(loggerInstance
      ? { loggerInstance }
      : { logger: logger ? { level: config.logLevel, mixin: requestIdMixin } : false }),
    // X-Request-Id from the balancer (TRUST_PROXY), else a uuid; echoed and in every line (http/request-context.ts).
    genReqId: requestIdOf(config.trustProxy),
    // Only a proxy named here may say who the client is (X-Forwarded-For); request.ip follows it.
    trustProxy: config.trustProxy,
    // Requests are logged by registerRequestLogging: at debug, slow ones and errors at warn.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger (its id among the fields) is made when it first logs (http/lazy-logger.ts).
    ...((loggerInstance ?? logger) ? { childLoggerFactory: lazyChildLoggers } : {}),
    // A client has this long to send its whole request (a slow sender holds a socket, not the process).
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their contract schemas by fast-json-stringify (http/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);
  // First of all: every hook after it, and the route, run with the request's id in their context.
  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app, { db, clock });
  registerJsonBodyParser(app);
  // First among the hooks that do work: a request refused for load costs nothing else.
  await registerLoadShedding(app, config.loadShedding, pool);
  registerRequestDeadline(app, config.requestDeadlineMs);
  registerRequestLogging(app, { slowMs: config.slowRequestMs });
  await registerCompression(app);
  registerNulGuard(app);
  registerStreamLimit(app, config.streamsPerIp);
  registerMetrics(app, { hostName: config.siteHostName, allow: config.metricsAllow, pool, engines });
  await registerApiDocs(app);

  const blockList = new IpBlockList(db, clock);
  registerIpBlockGuard(app, blockList);
  const guard = registerSessionGuard(app, { db, clock, bus });
  // What every route plugin is built from (http/route-context.ts).
  const ctx: RouteContext = { db, clock, bus, guard };
  // Counted in the database, so every process on it shares the limits (docs/decisions/007).
  const limiter = new LoginLimiter(db, clock, config.loginLimits);
  const casinoCatalogue = new CasinoCatalogue(casinoAggregators);
  // No request of the cashier waits on the gateway longer than this.
  const cashierGateway = timeLimitedGateway(tetherGateway, config.tether.gatewayTimeoutMs);
  // Members' identity documents: a folder outside the web root that only the console's queue reads.
  const documents = new DocumentStore(config.identityDocumentsDir);
  const accountLimits = {
    ...config.joinLimits,
    passwordCheckFailuresPer15Min: config.passwordCheckLimitPer15Min,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db: healthDb, engine, shutdown }));
      await api.register(authRoutes({ ...ctx, limiter }));
      await api.register(twoFactorRoutes({ ...ctx, limiter }));
      await api.register(memberRoutes({ ...ctx, limits: accountLimits }));
      await api.register(selfExclusionRoutes({ ...ctx, limits: accountLimits, limiter }));
      await api.register(settingsRoutes(ctx));
      await api.register(popupRoutes(ctx));
      await api.register(newsLinkRoutes(ctx));
      await api.register(messengerRoutes(ctx));
      await api.register(messageRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(sportsRoutes({ ...ctx, planSeed: sportsPlanSeed ?? null }));
      await api.register(openGameRoutes(ctx));
      await api.register(betBuilderRoutes({ ...ctx, sameGame }));
      if (matchFeed) await api.register(liveTvRoutes({ ...ctx, feed: matchFeed }));
      await api.register(betRoutes(ctx));
      await api.register(cashOutRoutes({ ...ctx, danger: matchFeed && dangerMomentOf(matchFeed) }));
      await api.register(balanceRoutes(ctx));
      await api.register(cashierRoutes(ctx));
      await api.register(
        tetherRoutes({
          ...ctx,
          gateway: cashierGateway,
          callbackSecret: config.tether.callbackSecret,
          confirmations: config.tether.confirmations,
        }),
      );
      await api.register(bankAccountRoutes(ctx));
      await api.register(withdrawalPasswordRoutes({ ...ctx, limits: accountLimits }));
      await api.register(accountActivityRoutes(ctx));
      await api.register(realityCheckRoutes(ctx));
      await api.register(playLimitRoutes(ctx));
      await api.register(pointsRoutes(ctx));
      await api.register(historyRoutes(ctx));
      await api.register(statementRoutes(ctx));
      await api.register(minigameRoutes({ ...ctx, rounds }));
      await api.register(casinoRoutes({ ...ctx, catalogue: casinoCatalogue, hooks: casinoRoundHooks }));
      await api.register(tournamentRoutes(ctx));
      await api.register(eventRoutes(ctx));
      await api.register(attendanceRoutes(ctx));
      await api.register(rouletteRoutes(ctx));
      await api.register(couponRoutes(ctx));
      await api.register(friendRoutes(ctx));
      await api.register(rollingRoutes(ctx));
      await api.register(managerRoutes(ctx));
      await api.register(ruleRoutes(ctx));
      await api.register(inquiryRoutes(ctx));
      await api.register(boardRoutes(ctx));
      await api.register(sharedSlipRoutes(ctx));
      await api.register(verificationRoutes({ ...ctx, documents }));
      if (virtuals) await api.register(virtualRoutes({ ...ctx, engine: virtuals }));
      await api.register(
        adminRoutes({
          ...ctx,
          blockList,
          limiter,
          feed,
          rounds,
          virtuals,
          tetherGateway: cashierGateway,
          casino: { catalogue: casinoCatalogue, hooks: casinoRoundHooks },
          documents,
        }),
        {
          prefix: '/admin',
        },
      );
    },
    { prefix: '/api' },
  );

  if (tetherGatewayPages) await app.register(tetherGatewayPages);
  if (casinoSimPages) await app.register(casinoSimPages);

  const site = await loadWebSite(config.webDist, config.siteBrand);
  if (site) await registerWebSite(app, site);
  else app.log.warn({ webDist: config.webDist }, 'web app not built; serving the API only');
  registerNotFoundHandler(app, site);

  return app;
}
