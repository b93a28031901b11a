import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import type { Clock } from '../clock';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { EventBus } from '../events/bus';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: App;
  db: Database;
  /** the engine and raw client; closing it alone simulates a database outage */
  database: DatabaseHandle;
  /** closes the app, then discards the database unless it was handed in */
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  /** a bus the test holds, to publish feed events or watch what the app publishes */
  bus?: EventBus;
  /** share another test app's database (two servers on one database); its owner closes it */
  database?: DatabaseHandle;
}

// Tests must not depend on whether someone happened to build the web app.
const NO_WEB_DIST = path.join(tmpdir(), 'site-server-test-no-web-dist');

/**
 * buildApp on a fresh test database with logging off. Routes may still be added before the first
 * inject(). `env` overrides environment variables as loadConfig reads them. The virtual sports'
 * routes are off unless a test turns them on (VIRTUALS: 'on'); no other test needs them.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ WEB_DIST: NO_WEB_DIST, VIRTUALS: 'off', ...env });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  try {
    const app = await buildApp({
      config,
      db: database.db,
      engine: database.engine,
      logger: false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.bus ? { bus: options.bus } : {}),
    });
    return {
      app,
      db: database.db,
      database,
      close: async () => {
        await app.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
