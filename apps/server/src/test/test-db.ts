import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createDatabase, dropDatabase, testServerUrl, uniqueDatabaseName, urlForDatabase } from './postgres-admin';
import './provided-context';

/** A fresh, migrated, empty database on the running test project's server; close() discards it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testServerUrl();
  const name = uniqueDatabaseName('site_test');
  await createDatabase(serverUrl, name, inject('postgresTemplate'));
  const handle = openPostgres(urlForDatabase(serverUrl, name), inject('testEngine'));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
