import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { waitFor, type ServerProcess } from '../../test/server-process';
import type { TestSelection } from '../../test/sports-data';
import { createTestDatabase } from '../../test/test-db';
import {
  betLoad,
  betsByKey,
  call,
  childPids,
  ledgerBreaks,
  prepareForServer,
  punters,
  retryUnplaced,
  selectionToBetOn,
  startAttackedServer,
  statusCounts,
  type Punter,
} from '../resilience-test-kit';

let database: DatabaseHandle;
let server: ServerProcess;
let members: Punter[];
let selection: TestSelection;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareForServer(database);
  server = await startAttackedServer(database, { WORKERS: '2' });
  // Both workers must be serving before one is killed.
  await waitFor(async () => (await childPids(server.pid)).length === 2, 30_000);
  members = await punters(database.db, server, 10);
  selection = await selectionToBetOn(database.db);
}, 180_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await database?.close();
});

describe('WORKERS=2 with a worker killed during bet load', () => {
  it('loses no bet and makes none twice: the other worker serves, the supervisor replaces the dead one, retries place once', async () => {
    const before = await childPids(server.pid);
    const attempts = await betLoad(() => server, members, selection, {
      count: 300,
      concurrency: 10,
      atSent: 80,
      during: async () => {
        const [victim] = before;
        if (victim) process.kill(victim, 'SIGKILL');
      },
    });
    const counts = statusCounts(attempts);
    console.info('bets while a worker was killed:', counts);
    expect(Object.keys(counts).filter((status) => !['201', '503', 'no answer'].includes(status))).toEqual([]);

    await waitFor(async () => {
      const now = await childPids(server.pid);
      return now.length === 2 && now.some((pid) => !before.includes(pid));
    }, 30_000);
    expect(await retryUnplaced(server, attempts)).toEqual([]);
    const keys = attempts.map((attempt) => attempt.body.idempotencyKey);
    const stored = await betsByKey(database.db, keys);
    expect(keys.filter((key) => stored.get(key) !== 1)).toEqual([]);
    expect(await ledgerBreaks(database.db)).toEqual([]);
    expect((await call(server, '/api/health')).status).toBe(200);
  }, 180_000);
});
