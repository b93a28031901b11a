import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed';
import { ensureSiteSettings } from './modules/settings/repo';

// Long enough for in-flight requests to finish, short enough that a stuck close does not block a deploy.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await start(config, database);
  } catch (error) {
    // PGlite writes its files on close; a failed start must not leave the data directory half-written.
    await database.close().catch(() => {});
    throw error;
  }
}

async function start(config: AppConfig, database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  const seed = config.seedDemo ? await seedDemoData(database.db) : { seeded: false };
  // The site cannot run without its settings row, demo data or not.
  await ensureSiteSettings(database.db);

  const app = await buildApp({ config, db: database.db, engine: database.engine });
  const url = await app.listen({ port: config.port, host: config.host });
  closeOnSignals(app, database);
  app.log.info(
    {
      url,
      db: database.engine,
      dataDir: database.engine === 'pglite' ? config.dataDir : undefined,
      demoSeeded: seed.seeded,
    },
    `site ready at ${url}`,
  );
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

function closeOnSignals(app: App, database: DatabaseHandle): void {
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
    void closeAll(app, database).then(
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

// The database closes last: requests still being answered need it.
async function closeAll(app: App, database: DatabaseHandle): Promise<void> {
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
