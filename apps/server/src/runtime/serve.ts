import cluster from 'node:cluster';
import { setTimeout } from 'node:timers/promises';
import { TETHER_SIGNATURE_HEADER } from '@site/contracts/api/cashier';
import { tetherEndpoints } from '@site/contracts/endpoints/cashier';
import { buildApp, type App } from '../app';
import { systemClock } from '../clock';
import type { AppConfig } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createBus } from '../events/create-bus';
import { tournamentRoundHooks } from '../modules/tournaments/round-hooks';
import { simAggregators } from '../sim/casino/aggregators';
import { sportsFeedKeys } from '../sim/sports/feed-keys';
import { SimMatchFeed } from '../sim/sports/match-feed';
import { SimSameGameModel } from '../sim/sports/same-game-model';
import { ShutdownState } from '../modules/health/shutdown-state';
import { ProcessWorkers } from '../workers/process-workers';
import { openProcessDatabase } from './database';
import { processLogger } from './logger';
import { prepareDatabase } from './prepare';
import { exitOnSignals, shutdownBoundMs } from './shutdown';

/**
 * One server process: the database (the embedded server, or DATABASE_URL), the bus, every engine
 * under its lock, the app on its port. Run alone (WORKERS=1), or as one of a supervisor's workers,
 * which share the port and the database the supervisor prepared.
 */
export async function serve(config: AppConfig): Promise<void> {
  const log = processLogger(config);
  const database = await openProcessDatabase(config, log);
  const health = openPostgres(database.url, database.engine, HEALTH_BOUNDS);
  try {
    const prepared = cluster.isWorker ? undefined : await prepareDatabase(config, database);
    const bus = await createBus(
      busMode(config, database) === 'postgres' ? { mode: 'postgres', pool: database.pool, log } : { mode: 'local' },
    );
    // Filled in once the app exists: the gateway is made before it, as one of its dependencies.
    const callbackTarget: { app?: App } = {};
    // Tournaments and the jackpot hear of every casino round, from the wallet and from the sweep alike.
    const casinoRoundHooks = [tournamentRoundHooks()];
    // The feed's secret, made by the first process of the database and read by every other (never logged).
    const feedKeys = config.sportsFeed.enabled ? await sportsFeedKeys(database.db) : undefined;
    const workers = new ProcessWorkers({
      ...(feedKeys ? { sportsFeedKeys: feedKeys } : {}),
      config,
      database,
      bus,
      clock: systemClock,
      log,
      casinoRoundHooks,
      // The gateway calls the real route, signature check and all; not yet built: retried next tick.
      deliverTetherCallback: async (body, signature) => {
        if (!callbackTarget.app) return 0;
        const response = await callbackTarget.app.inject({
          method: 'POST',
          url: `/api${tetherEndpoints.callback.path}`,
          headers: { 'content-type': 'application/json', [TETHER_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        return response.statusCode;
      },
    });
    const { feed, rounds, virtuals, tetherGateway, tetherGatewayPages, casinoSimPages } = workers;
    const shutdown = new ShutdownState();
    const app = await buildApp({
      config,
      db: database.db,
      engine: database.engine,
      pool: database.pool,
      healthDb: health.db,
      shutdown,
      engines: () => workers.leadership(),
      bus,
      feed,
      rounds,
      virtuals,
      // The simulated feed's matches, told from its keys: any process can follow them, feed runner or not.
      // Its bet builder prices from the same keys' match models, likewise in any process.
      ...(feedKeys
        ? {
            matchFeed: new SimMatchFeed(feedKeys),
            sameGame: new SimSameGameModel(feedKeys),
            sportsPlanSeed: feedKeys.planSeed,
          }
        : {}),
      tetherGateway,
      tetherGatewayPages,
      casinoRoundHooks,
      casinoSimPages,
      casinoAggregators: simAggregators(),
      loggerInstance: log,
    });
    callbackTarget.app = app;
    const url = await app.listen({ port: config.port, host: config.host });
    const shutDown = exitOnSignals(log, shutdownBoundMs(config), async () => {
      // /api/ready says 503 from now; the host keeps serving until the balancer has seen it and stopped
      // sending new requests here (SHUTDOWN_DRAIN_MS, within shutdownBoundMs).
      shutdown.begin();
      if (config.shutdownDrainMs > 0) await setTimeout(config.shutdownDrainMs);
      // The engines stop first (a tick may be writing); in-flight requests finish within their deadline;
      // the bus and the database close last.
      await workers.stop();
      await app.close();
      await bus.close();
      await health.close();
      await database.close();
    });
    // A worker outlives its supervisor only by accident (kill -9): it must not keep the port.
    if (cluster.isWorker) process.on('disconnect', () => shutDown('supervisor gone'));
    workers.start();
    log.info(
      {
        url,
        db: database.engine,
        bus: busMode(config, database),
        dataDir: database.engine === 'embedded' ? config.dataDir : undefined,
        demoSeeded: prepared?.demoSeeded,
        worker: cluster.isWorker ? cluster.worker?.id : undefined,
      },
      `site ready at ${url}`,
    );
  } catch (error) {
    // The embedded server is a child process: a failed start must not leave it running.
    await health.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * /api/health's and /api/ready's own connection: one, apart from the pool members' requests wait in, with
 * short bounds, so they answer at once under any load and say 503 within a second when the database is gone.
 */
const HEALTH_BOUNDS = {
  poolSize: 1,
  acquireTimeoutMs: 1_000,
  statementTimeoutMs: 1_000,
  lockTimeoutMs: 500,
  idleInTransactionTimeoutMs: 1_000,
};

/** Local only when nothing else can share the database: one process on its own embedded server. */
function busMode(config: AppConfig, database: DatabaseHandle): 'local' | 'postgres' {
  if (config.bus !== 'auto') return config.bus;
  return database.engine === 'embedded' && config.workers === 1 ? 'local' : 'postgres';
}
