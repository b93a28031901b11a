import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app';
import type { EngineLeadership } from '../http/metrics/app-metrics';
import type { ShutdownState } from '../modules/health/shutdown-state';
import { systemClock, type Clock } from '../clock';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { LocalBus, type EventBus } from '../events/bus';
import { timeLimitedGateway, type TetherGateway } from '../modules/cashier/tether-gateway-port';
import type { GameAggregator } from '../modules/casino/aggregator-port';
import type { CasinoRoundHooks } from '../modules/casino/round-hooks';
import type { SportsFeedControl } from '../modules/sports/feed-control';
import { TETHER_SIGNATURE_HEADER } from '@site/contracts/api/cashier';
import { tetherEndpoints } from '@site/contracts/endpoints/cashier';
import { tetherCallbackSecret } from '../modules/cashier/tether-callback-secret';
import type { RoundEngine } from '../sim/minigames/round-engine';
import { testFeedKeys } from '../sim/sports/test-keys';
import { SimMatchFeed } from '../sim/sports/match-feed';
import { SimSameGameModel } from '../sim/sports/same-game-model';
import { SimTetherGateway } from '../sim/tether/gateway';
import { tetherPaymentPages } from '../sim/tether/page-routes';
import type { VirtualEngine } from '../sim/virtuals/engine';
import { createRoundEngine } from '../workers/minigame-rounds';
import { SettlementRunner } from '../workers/settlement-runner';
import { TetherGatewayWorker } from '../workers/tether-gateway';
import { createVirtualEngine } from '../workers/virtual-sports';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: App;
  db: Database;
  /** the engine and raw client; closing it alone simulates a database outage */
  database: DatabaseHandle;
  /** what main.ts would run beside the app; none ticks on a timer here, settlement listens for results */
  workers: TestWorkers;
  /** closes the app, then discards the database unless it was handed in */
  close(): Promise<void>;
}

export interface TestWorkers {
  rounds: RoundEngine;
  /** with VIRTUALS: 'on' only */
  virtuals: VirtualEngine | undefined;
  settlement: SettlementRunner;
  /** the simulated tether gateway; its chain moves only when a test calls tether.runOnce() */
  tetherGateway: SimTetherGateway;
  tether: TetherGatewayWorker;
}

export interface TestAppOptions {
  clock?: Clock;
  /** a bus the test holds, to publish feed events or watch what the app publishes */
  bus?: EventBus;
  /** share another test app's database (two servers on one database); its owner closes it */
  database?: DatabaseHandle;
  /** a sports feed the test runs (sim/sports/test-feed.ts), for the operator's feed routes */
  feed?: SportsFeedControl;
  /** the tether gateway the operator's approvals pay through (a test's fake) */
  tetherGateway?: TetherGateway;
  /** the game aggregators the casino launches through (a test kit's fake) */
  casinoAggregators?: readonly GameAggregator[];
  casinoRoundHooks?: readonly CasinoRoundHooks[];
  /** the process's shutting-down flag, for /api/ready */
  shutdown?: ShutdownState;
  /** the engines /metrics reports leadership of (a process's workers; the kit runs none under locks) */
  engines?: () => readonly EngineLeadership[];
  /** a logger whose lines the test reads (runtime/logger.ts's processLogger on a stream); default: none */
  loggerInstance?: FastifyBaseLogger;
}

const TEST_EVENT_LOOP_BOUND_MS = '60000';

// Tests must not depend on whether someone happened to build the web app.
const NO_WEB_DIST = path.join(tmpdir(), 'site-server-test-no-web-dist');
// Identity documents tests upload go to the machine's temporary folder, never the checkout's data/.
const TEST_IDENTITY_DOCUMENTS = path.join(tmpdir(), 'site-server-test-identity-documents');

/**
 * buildApp on a fresh test database with logging off, and the workers main.ts would hand it: the
 * round engine and the virtual sports' engine (moved by requests only, no runner) and the settlement
 * runner (listening for results). Routes may still be added before the first inject(). `env`
 * overrides environment variables as loadConfig reads them. The virtual sports' routes are off
 * unless a test turns them on (VIRTUALS: 'on'); no other test needs them.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // A test process's event loop stalls for seconds while other files import and hash on a busy machine:
  // shedding on its delay would refuse requests that say nothing about the code under test.
  const config = loadConfig({
    WEB_DIST: NO_WEB_DIST,
    IDENTITY_DOCUMENTS_DIR: TEST_IDENTITY_DOCUMENTS,
    VIRTUALS: 'off',
    SHED_EVENT_LOOP_DELAY_MS: TEST_EVENT_LOOP_BOUND_MS,
    // Every test logs in from one address, and an operator's login is two attempts (password, code):
    // the per-IP brake would refuse a file's logins, not a guesser. login-limits.test.ts sets its own.
    LOGIN_LIMIT_PER_IP_PER_MIN: '1000',
    ...env,
  });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const { db } = database;
  const clock = options.clock ?? systemClock;
  const bus = options.bus ?? new LocalBus();
  let app: App | undefined;
  const tetherGateway = new SimTetherGateway({
    db,
    clock,
    paymentBaseUrl: config.tether.paymentBaseUrl,
    confirmations: config.tether.confirmations,
    callbackSecret: () => tetherCallbackSecret(db, config.tether.callbackSecret),
    // As runtime/serve.ts delivers it: the real route.
    deliver: async (body, signature) => {
      if (!app) return 0;
      const response = await app.inject({
        method: 'POST',
        url: `/api${tetherEndpoints.callback.path}`,
        headers: { 'content-type': 'application/json', [TETHER_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return response.statusCode;
    },
  });
  const workers: TestWorkers = {
    rounds: createRoundEngine({ db, clock, bus }),
    virtuals: config.virtuals.enabled ? createVirtualEngine({ db, clock, bus }) : undefined,
    settlement: new SettlementRunner({ db, clock, bus, log: { error: (...args) => app?.log.error(...args) } }),
    tetherGateway,
    tether: new TetherGatewayWorker({
      db,
      clock,
      bus,
      gateway: tetherGateway,
      // The payouts' sweep pays through the gateway the app pays through (a test's fake, say).
      payouts: timeLimitedGateway(options.tetherGateway ?? tetherGateway, config.tether.gatewayTimeoutMs),
      tickMs: config.tether.tickMs,
    }),
  };
  try {
    app = await buildApp({
      config,
      db,
      engine: database.engine,
      pool: database.pool,
      logger: false,
      clock,
      bus,
      rounds: workers.rounds,
      ...(workers.virtuals ? { virtuals: workers.virtuals } : {}),
      ...(options.feed ? { feed: options.feed } : {}),
      // The same keys as a test's feed (sim/sports/test-keys.ts) tell the same matches.
      matchFeed: new SimMatchFeed(testFeedKeys),
      sameGame: new SimSameGameModel(testFeedKeys),
      sportsPlanSeed: testFeedKeys.planSeed,
      // A test's own gateway (e.g. one that fails) wins over the simulated one.
      tetherGateway: options.tetherGateway ?? tetherGateway,
      tetherGatewayPages: tetherPaymentPages(tetherGateway),
      ...(options.casinoAggregators ? { casinoAggregators: options.casinoAggregators } : {}),
      ...(options.casinoRoundHooks ? { casinoRoundHooks: options.casinoRoundHooks } : {}),
      ...(options.shutdown ? { shutdown: options.shutdown } : {}),
      ...(options.engines ? { engines: options.engines } : {}),
      ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : {}),
    });
    workers.settlement.start();
    const built = app;
    return {
      app: built,
      db,
      database,
      workers,
      close: async () => {
        await built.close();
        await Promise.all([workers.settlement.stop(), workers.rounds.stop(), workers.virtuals?.stop()]);
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
