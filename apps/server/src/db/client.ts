import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** The Drizzle API both engines share; services and repos take this, never an engine-specific type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseEngine = 'pglite' | 'postgres';

interface HandleBase {
  close(): Promise<void>;
}

export interface PgliteHandle extends HandleBase {
  engine: 'pglite';
  db: PgliteDatabase<Schema>;
  client: PGlite;
}

export interface PostgresHandle extends HandleBase {
  engine: 'postgres';
  db: NodePgDatabase<Schema>;
  pool: pg.Pool;
}

/** Engine-specific members stay reachable for the migrator and tests; application code uses `db`. */
export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  /** postgres:// URL; absent means the embedded PGlite database in dataDir */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl);
  await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir }));
}

export function wrapPglite(client: PGlite): PgliteHandle {
  return {
    engine: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(connectionString: string): PostgresHandle {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection (database restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  let closing: Promise<void> | undefined;
  return {
    engine: 'postgres',
    db: drizzleNodePg({ client: pool, schema }),
    pool,
    close: () => (closing ??= pool.end()),
  };
}
