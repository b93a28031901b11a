import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseEngine } from './db/client';
import { LocalBus, type EventBus } from './events/bus';
import { registerErrorHandling } from './http/error-handler';
import { registerNotFoundHandler } from './http/not-found';
import { loadWebSite, registerWebSite } from './http/web-site';
import { adminRoutes } from './modules/admin/routes';
import { LoginLimiter } from './modules/auth/login-limiter';
import { authRoutes } from './modules/auth/routes';
import { betRoutes } from './modules/bets/routes';
import { registerSessionGuard } from './modules/auth/session-guard';
import { healthRoutes } from './modules/health/routes';
import { IpBlockList } from './modules/ip-blocks/block-list';
import { registerIpBlockGuard } from './modules/ip-blocks/guard';
import { memberRoutes } from './modules/members/routes';
import { messageRoutes } from './modules/messages/routes';
import { messengerRoutes } from './modules/messenger/routes';
import { minigameRoutes } from './modules/minigames/routes';
import { newsLinkRoutes } from './modules/news-link/routes';
import { popupRoutes } from './modules/popups/routes';
import { settingsRoutes } from './modules/settings/routes';
import type { SportsFeedControl } from './modules/sports/feed-control';
import { openGameRoutes } from './modules/sports/open-game-routes';
import { sportsRoutes } from './modules/sports/routes';
import { virtualRoutes } from './modules/virtuals/routes';
import { walletRoutes } from './modules/wallet/routes';
import { VirtualEngine } from './sim/virtuals/engine';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  engine: DatabaseEngine;
  /** false silences request logging (tests); default: JSON lines at config.logLevel */
  logger?: boolean;
  /** the time sessions, limits and the block list go by; tests pass one they can move */
  clock?: Clock;
  /** carries feed changes, results and balances between modules and to the streams */
  bus?: EventBus;
  /** the running sports feed, when this process runs one; the operator API can move its clock */
  feed?: SportsFeedControl;
  /**
   * the virtual sports' engine whose runner this process runs (main.ts); with config.virtuals on and
   * none given, the app makes one that only moves when a request asks (as the minigame routes do)
   */
  virtuals?: VirtualEngine;
}

// Validation messages reach members (400 issues), so zod speaks Korean.
z.config(z.locales.ko());

export async function buildApp({
  config,
  db,
  engine,
  logger = true,
  clock = systemClock,
  bus = new LocalBus(),
  feed,
  virtuals,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Only a proxy named here may say who the client is (X-Forwarded-For); request.ip follows it.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const blockList = new IpBlockList(db, clock);
  registerIpBlockGuard(app, blockList);
  const guard = registerSessionGuard(app, { db, clock });
  const limiter = new LoginLimiter({
    attemptsPerIpPerMinute: config.loginLimitPerIpPerMin,
    failuresPerUser: config.loginFailureLimitPerUser,
    clock,
  });

  const virtualEngine = config.virtuals.enabled ? (virtuals ?? new VirtualEngine({ db, clock, bus })) : undefined;

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, engine }));
      await api.register(authRoutes({ db, clock, limiter }));
      await api.register(memberRoutes({ db, guard }));
      await api.register(settingsRoutes({ db }));
      await api.register(popupRoutes({ db }));
      await api.register(newsLinkRoutes({ db }));
      await api.register(messengerRoutes({ db }));
      await api.register(messageRoutes({ db, clock, guard }));
      await api.register(sportsRoutes({ db, clock, bus }));
      await api.register(openGameRoutes({ db, guard }));
      await api.register(betRoutes({ db, clock, guard, bus }));
      await api.register(walletRoutes({ bus, guard }));
      await api.register(minigameRoutes({ db, clock, bus, guard }));
      if (virtualEngine) await api.register(virtualRoutes({ db, clock, bus, engine: virtualEngine }));
      await api.register(adminRoutes({ db, clock, guard, blockList, bus, feed, virtuals: virtualEngine }), {
        prefix: '/admin',
      });
    },
    { prefix: '/api' },
  );

  const site = await loadWebSite(config.webDist, config.siteBrand);
  if (site) await registerWebSite(app, site);
  else app.log.warn({ webDist: config.webDist }, 'web app not built; serving the API only');
  registerNotFoundHandler(app, site);

  return app;
}
