import pg from 'pg';
import type { AppConfig } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { dedicatedConnectionConfig } from '../db/dedicated-connection';
import { endClient } from '../db/end-client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { ensureSiteSettings } from '../modules/settings/repo';
import { advisoryKey } from '../workers/leader-lock';

/**
 * How long a host waits for another host's preparing to finish: migrations on a large table may rightly
 * take a while, but a host that never gets its turn must fail its start rather than hang.
 */
const PREPARE_LOCK_WAIT_MS = 120_000;

/**
 * Brings the database up to date before any server answers: migrations, demo data, the settings row.
 * Several hosts starting at once on one database take turns under one advisory lock: the first does
 * the work, the others then find nothing left to do (two migrators at once would both try the same
 * `create table` and one start would fail).
 */
export async function prepareDatabase(config: AppConfig, database: DatabaseHandle): Promise<{ demoSeeded: boolean }> {
  const release = await takePrepareLock(database.url);
  // A connection of its own without the serving pool's statement timeouts: a migration may rightly run long.
  const preparing = openPostgres(database.url, database.engine, null);
  try {
    await migrateDatabase(preparing);
    const seed = config.seedDemo ? await seedDemoData(preparing.db) : { seeded: false };
    // The site cannot run without its settings row, demo data or not.
    await ensureSiteSettings(preparing.db);
    return { demoSeeded: seed.seeded };
  } finally {
    await preparing.close();
    await release();
  }
}

/**
 * Waits (bounded by lock_timeout) for the session lock on its own connection and returns how to give
 * it back. A host that dies while holding it ends its session, and the server frees the lock: at once
 * when the process exits, within the dedicated connection's keepalive when the host vanishes.
 */
async function takePrepareLock(url: string): Promise<() => Promise<void>> {
  const key = advisoryKey('prepare-database');
  const client = new pg.Client({
    ...dedicatedConnectionConfig(url, `site-prepare ${process.pid}`),
    lock_timeout: PREPARE_LOCK_WAIT_MS,
  });
  client.on('error', () => {}); // its loss is seen by the unlock below, or frees the lock by itself
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1::bigint)', [key]);
  } catch (error) {
    await endClient(client);
    throw error;
  }
  return async () => {
    await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => {});
    await endClient(client);
  };
}
