import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/client';
import { createDatabase, dropDatabase, testServerUrl, uniqueDatabaseName, urlForDatabase } from './postgres-admin';
import './provided-context';

let pgliteDump: Promise<Blob> | undefined;

/** A fresh, migrated, empty database on the engine of the running test project; close() discards it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return inject('testEngine') === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  pgliteDump ??= readFile(inject('pgliteDumpPath')).then((bytes) => new Blob([bytes]));
  // No dataDir: the copy lives in memory and vanishes on close.
  return wrapPglite(await PGlite.create({ loadDataDir: await pgliteDump }));
}

async function createPostgresTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testServerUrl();
  const name = uniqueDatabaseName('site_test');
  await createDatabase(serverUrl, name, inject('postgresTemplate'));
  const handle = openPostgres(urlForDatabase(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
