import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { rawRows } from '../db/raw-query';
import {
  createDatabase,
  dropDatabase,
  testServerUrl,
  uniqueDatabaseName,
  urlForDatabase,
} from '../test/postgres-admin';
import { prepareDatabase } from './prepare';

const HOSTS = 4;

describe('prepareDatabase: several hosts starting at once on one database', () => {
  const serverUrl = testServerUrl();
  const name = uniqueDatabaseName('site_prepare');
  let database: DatabaseHandle | undefined;

  afterAll(async () => {
    await database?.close();
    await dropDatabase(serverUrl, name);
  });

  it('all start: one of them migrates and seeds, the others find it done', async () => {
    // A database as a new deployment has it: empty, not made from the migrated template.
    await createDatabase(serverUrl, name);
    database = openPostgres(urlForDatabase(serverUrl, name));
    const hosts = Array.from({ length: HOSTS }, () => openPostgres(urlForDatabase(serverUrl, name)));
    const config = loadConfig({ SEED_DEMO: '1' });
    try {
      const results = await Promise.allSettled(hosts.map((host) => prepareDatabase(config, host)));
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      const seeded = results.filter((result) => result.status === 'fulfilled' && result.value.demoSeeded);
      expect(seeded).toHaveLength(1);
    } finally {
      await Promise.all(hosts.map((host) => host.close()));
    }
    const settings = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from site_settings`);
    expect(settings).toEqual([{ n: 1 }]);
  }, 120_000);
});
