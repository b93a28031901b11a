import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded/cluster';
import { betLoad, call, expectEveryBetOnce, useAttackedServer } from '../resilience-test-kit';

// A PostgreSQL server of the test's own, on a port that stays the same across its restart.
let dataDir = '';
let postgres: EmbeddedPostgres | undefined;
let port: number | undefined;

const startPostgres = () =>
  startEmbeddedPostgres({ dataDir, settings: { fsync: 'off', synchronous_commit: 'off' }, ...(port ? { port } : {}) });

// Registered before the kit's: hooks after the tests run in reverse, so the server goes first.
afterAll(async () => {
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const attacked = useAttackedServer({
  database: async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-resilience-pg-'));
    await chmod(dataDir, 0o755);
    postgres = await startPostgres();
    port = Number(new URL(postgres.serverUrl).port);
    const admin = new pg.Client({ connectionString: `${postgres.serverUrl}/postgres` });
    await admin.connect();
    await admin.query('create database site');
    await admin.end();
    return openPostgres(`${postgres.serverUrl}/site`);
  },
});

describe('PostgreSQL restarting in the middle of bet load', () => {
  it('costs some requests a 503, never a bet twice or money; the server reconnects and every retried bet is placed once', async () => {
    const { server, members, selection } = attacked;
    const attempts = await betLoad(() => server, members, selection, {
      count: 300,
      concurrency: 10,
      atSent: 80,
      during: async () => {
        await postgres?.stop();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        postgres = await startPostgres();
      },
    });
    const counts = await expectEveryBetOnce(attacked, attempts);
    console.info('bets during a PostgreSQL restart:', counts);
    expect(counts['503']).toBeGreaterThan(0);
    expect((await call(server, '/api/health')).status).toBe(200);
  }, 180_000);
});
