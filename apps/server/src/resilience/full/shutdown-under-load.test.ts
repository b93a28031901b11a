import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import type { DatabaseHandle } from '../../db/client';
import type { ServerProcess } from '../../test/server-process';
import type { TestSelection } from '../../test/sports-data';
import { createTestDatabase } from '../../test/test-db';
import {
  betLoad,
  betsByKey,
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
  server = await startAttackedServer(database);
  members = await punters(database.db, server, 10);
  selection = await selectionToBetOn(database.db);
}, 180_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await database?.close();
});

describe('SIGTERM in the middle of bet load', () => {
  it('exits cleanly within its bound with every answered bet stored once; a new server takes the retries', async () => {
    let exitCode: number | null | undefined;
    // A member watching odds and their balance: streams open until the server leaves must not hold it.
    const [watcher] = members;
    const streams = [
      await fetch(`${server.url}/api/sports/stream`),
      await fetch(`${server.url}/api/member/stream`, { headers: { [AUTH_HEADER]: bearer(watcher?.token ?? '') } }),
    ];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const attempts = await betLoad(() => server, members, selection, {
      count: 200,
      concurrency: 10,
      atSent: 60,
      during: async () => {
        process.kill(server.pid, 'SIGTERM');
        // The shutdown's bound (request deadline + 5 s) with room for a loaded machine; a hang fails here.
        exitCode = await Promise.race([
          server.exited,
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 40_000)),
        ]);
      },
    });
    expect(exitCode).toBe(0);
    const counts = statusCounts(attempts);
    console.info('bets around a graceful shutdown:', counts);
    expect(Object.keys(counts).filter((status) => !['201', '503', 'no answer'].includes(status))).toEqual([]);

    // The next server (a deploy's new process) on the same database: sessions live there, so the
    // members' clients carry on with their tokens and retry what got no clear answer.
    server = await startAttackedServer(database);
    expect(await retryUnplaced(server, attempts)).toEqual([]);
    const keys = attempts.map((attempt) => attempt.body.idempotencyKey);
    const stored = await betsByKey(database.db, keys);
    expect(keys.filter((key) => stored.get(key) !== 1)).toEqual([]);
    expect(await ledgerBreaks(database.db)).toEqual([]);
  }, 180_000);
});
