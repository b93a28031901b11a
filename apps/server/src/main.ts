import { buildApp, type App } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed';
import { LocalBus, type EventBus } from './events/bus';
import { ensureSiteSettings } from './modules/settings/repo';
import { SportsFeed } from './sim/sports/feed';
import { createRoundEngine } from './workers/minigame-rounds';
import { SettlementRunner } from './workers/settlement-runner';
import { createVirtualEngine } from './workers/virtual-sports';

// Long enough for in-flight requests to finish, short enough that a stuck close does not block a deploy.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await start(config, database);
  } catch (error) {
    // The embedded server is a child process: a failed start must not leave it running.
    await database.close().catch(() => {});
    throw error;
  }
}

async function start(config: AppConfig, database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  const seed = config.seedDemo ? await seedDemoData(database.db) : { seeded: false };
  // The site cannot run without its settings row, demo data or not.
  await ensureSiteSettings(database.db);

  // One bus: the feed publishes on it, settlement and the streams inside the app listen to it.
  const bus = new LocalBus();
  // Every engine and runner of the process is made here, once, and handed to the app (decision 012).
  // None ticks before it is started below, once the app (and the logger their errors go to) exists.
  const feed = config.sportsFeed.enabled
    ? createFeed(config, database, bus, (error) => app.log.error({ err: error }, 'sports feed tick failed'))
    : undefined;
  // Made even with MINIGAMES=off: requests bring a game's round up to date through it; only its runner is off.
  const rounds = createRoundEngine({
    db: database.db,
    clock: systemClock,
    bus,
    onError: (error) => app.log.error({ err: error }, 'minigame round tick failed'),
  });
  const virtuals = config.virtuals.enabled
    ? createVirtualEngine({
        db: database.db,
        clock: systemClock,
        bus,
        onError: (error) => app.log.error({ err: error }, 'virtual sports tick failed'),
      })
    : undefined;
  const settlement = new SettlementRunner({
    db: database.db,
    clock: systemClock,
    bus,
    log: { error: (details, message) => app.log.error(details, message) },
  });
  const app = await buildApp({ config, db: database.db, engine: database.engine, bus, feed, rounds, virtuals });
  const url = await app.listen({ port: config.port, host: config.host });
  closeOnSignals(app, database, [settlement, feed, rounds, virtuals]);
  // Results written while this server was down are settled now, and every result from here on.
  settlement.start();
  await feed?.start();
  if (config.minigames.enabled) await rounds.start();
  await virtuals?.start();
  app.log.info(
    {
      url,
      db: database.engine,
      dataDir: database.engine === 'embedded' ? config.dataDir : undefined,
      demoSeeded: seed.seeded,
      sportsFeed: feed ? feed.status() : 'off',
      minigames: config.minigames.enabled ? 'on' : 'off',
      virtuals: virtuals ? 'on' : 'off',
    },
    `site ready at ${url}`,
  );
}

function createFeed(
  config: AppConfig,
  database: DatabaseHandle,
  bus: EventBus,
  onError: (error: unknown) => void,
): SportsFeed {
  return new SportsFeed({
    onError,
    db: database.db,
    clock: systemClock,
    bus,
    seed: config.sportsFeed.seed,
    tickMs: config.sportsFeed.tickMs,
    minLiveFixtures: config.sportsFeed.minLiveFixtures,
    liveChangesPerSecond: config.sportsFeed.liveChangesPerSecond,
  });
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A worker of this process (settlement, the sports feed, the minigame rounds, the virtual sports): stopped before the app closes. */
interface Simulator {
  stop(): Promise<void>;
}

function closeOnSignals(app: App, database: DatabaseHandle, simulators: (Simulator | undefined)[]): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void closeAll(app, database, simulators).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

// The simulators stop first (a tick may be writing); the database closes last: requests still being answered need it.
async function closeAll(app: App, database: DatabaseHandle, simulators: (Simulator | undefined)[]): Promise<void> {
  await Promise.all(simulators.map((simulator) => simulator?.stop()));
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
