import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded/cluster';
import type { ServerProcess } from '../../test/server-process';
import type { TestSelection } from '../../test/sports-data';
import {
  betLoad,
  betsByKey,
  call,
  ledgerBreaks,
  prepareForServer,
  punters,
  retryUnplaced,
  selectionToBetOn,
  startAttackedServer,
  statusCounts,
  type Punter,
} from '../resilience-test-kit';

// A PostgreSQL server of the test's own, on a port that stays the same across its restart.
let dataDir: string;
let postgres: EmbeddedPostgres;
let port: number;
let database: DatabaseHandle;
let server: ServerProcess;
let members: Punter[];
let selection: TestSelection;

async function startPostgres(): Promise<EmbeddedPostgres> {
  return startEmbeddedPostgres({
    dataDir,
    settings: { fsync: 'off', synchronous_commit: 'off' },
    ...(port ? { port } : {}),
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-resilience-pg-'));
  await chmod(dataDir, 0o755);
  postgres = await startPostgres();
  port = Number(new URL(postgres.serverUrl).port);
  const admin = new pg.Client({ connectionString: `${postgres.serverUrl}/postgres` });
  await admin.connect();
  await admin.query('create database site');
  await admin.end();
  database = openPostgres(`${postgres.serverUrl}/site`);
  await prepareForServer(database);
  server = await startAttackedServer(database);
  members = await punters(database.db, server, 10);
  selection = await selectionToBetOn(database.db);
}, 180_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await database?.close();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL restarting in the middle of bet load', () => {
  it('costs some requests a 503, never a bet twice or money; the server reconnects and every retried bet is placed once', async () => {
    const attempts = await betLoad(() => server, members, selection, {
      count: 300,
      concurrency: 10,
      atSent: 80,
      during: async () => {
        await postgres.stop();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        postgres = await startPostgres();
      },
    });
    const counts = statusCounts(attempts);
    console.info('bets during a PostgreSQL restart:', counts);
    // What failed, failed as "try again" (or a broken connection), never as a server error.
    expect(Object.keys(counts).filter((status) => !['201', '503', 'no answer'].includes(status))).toEqual([]);
    expect(counts['503']).toBeGreaterThan(0);

    expect(await retryUnplaced(server, attempts)).toEqual([]);
    const keys = attempts.map((attempt) => attempt.body.idempotencyKey);
    const stored = await betsByKey(database.db, keys);
    expect(keys.filter((key) => stored.get(key) !== 1)).toEqual([]);
    expect(await ledgerBreaks(database.db)).toEqual([]);
    expect((await call(server, '/api/health')).status).toBe(200);
  }, 180_000);
});
