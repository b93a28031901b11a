import { describe, expect, it } from 'vitest';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { betLoad, expectEveryBetOnce, startAttackedServer, useAttackedServer } from '../resilience-test-kit';

const attacked = useAttackedServer();

describe('SIGTERM in the middle of bet load', () => {
  it('exits cleanly within its bound with every answered bet stored once; a new server takes the retries', async () => {
    const { server, members, selection, database } = attacked;
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

    // The next server (a deploy's new process) on the same database: sessions live there, so the
    // members' clients carry on with their tokens and retry what got no clear answer.
    attacked.server = await startAttackedServer(database);
    console.info('bets around a graceful shutdown:', await expectEveryBetOnce(attacked, attempts));
  }, 180_000);
});
