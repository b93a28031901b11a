import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/cluster';
import { DEFAULT_DATABASE_BOUNDS, poolBoundOptions, type DatabaseBounds } from './bounds';
import { serverKeepaliveOptions } from './dedicated-connection';
import { endConnectionOnReadTimeout, READ_TIMEOUT_MARGIN_MS } from './silent-server';
import { guardTransactions } from './transaction-guard';

/**
 * The Drizzle API services and repos take. Without the schema: nothing uses Drizzle's relational
 * queries (`db.query.…`), and with it every transaction built one query builder per table (issue 30).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** `embedded`: the PostgreSQL server this process runs in DATA_DIR; `postgres`: one at DATABASE_URL. */
export type DatabaseEngine = 'embedded' | 'postgres';

export interface DatabaseHandle {
  engine: DatabaseEngine;
  db: NodePgDatabase;
  pool: pg.Pool;
  /** postgres://… of this database, for another process (a worker) or a dedicated connection (LISTEN, locks) */
  url: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; absent means the embedded PostgreSQL server in dataDir */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** the embedded server's log lines */
  log?: (line: string) => void;
  /** how long anything waits on the database; default DEFAULT_DATABASE_BOUNDS */
  bounds?: DatabaseBounds;
}

/** The database the site keeps its data in on the embedded server. */
export const EMBEDDED_DATABASE = 'site';

export async function openDatabase({
  databaseUrl,
  dataDir,
  log,
  bounds = DEFAULT_DATABASE_BOUNDS,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl, 'postgres', bounds);
  const server = await startEmbeddedPostgres({ dataDir, ...(log ? { log } : {}) });
  try {
    await createDatabaseIfMissing(server.serverUrl, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const handle = openPostgres(`${server.serverUrl}/${EMBEDDED_DATABASE}`, 'embedded', bounds);
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    // Connections end before the server stops, so it shuts down without waiting for them.
    close: () => (closing ??= handle.close().then(() => server.stop())),
  };
}

/**
 * A pool on one database whose every wait is bounded (db/bounds.ts) and whose transactions are
 * guarded (db/transaction-guard.ts). `bounds: null` leaves the statement timeouts off, for the
 * migrations alone: an index built on a large table may rightly take minutes.
 *
 * A database that goes away without a word (a cut network; a primary stopped and its address moved to
 * the promoted standby) is noticed on both sides within seconds (docs/decisions/073): here, a query
 * unanswered past its statement timeout ends its connection (db/silent-server.ts), and the server
 * ends this host's sessions, rolling back their transactions, once its keepalive gives up on them.
 */
export function openPostgres(
  connectionString: string,
  engine: DatabaseEngine = 'postgres',
  bounds: DatabaseBounds | null = DEFAULT_DATABASE_BOUNDS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    options: serverKeepaliveOptions(),
    ...(bounds
      ? { ...poolBoundOptions(bounds), query_timeout: bounds.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS }
      : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // Nor may one checked out (a transaction's): its socket dying is emitted as an 'error' event that the
    // pool listens for only while the client is idle, and unheard it ends the process. The queries on it
    // fail with the error all the same, and the pool discards the client when it comes back.
    client.on('error', () => {});
    if (bounds) endConnectionOnReadTimeout(client);
  });
  const db = drizzle({ client: pool });
  guardTransactions(db, pool);
  let closing: Promise<void> | undefined;
  return {
    engine,
    db,
    pool,
    url: connectionString,
    close: () => (closing ??= pool.end()),
  };
}

async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
