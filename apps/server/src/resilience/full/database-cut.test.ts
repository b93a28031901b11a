import { describe, expect, it } from 'vitest';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay';
import { createTestDatabase } from '../../test/test-db';
import { betLoad, call, expectEveryBetOnce, useAttackedServer } from '../resilience-test-kit';

// The server reaches its database through a relay the test can cut; the test reads it directly.
let relay: TcpRelay | undefined;

const attacked = useAttackedServer({
  database: async () => {
    const database = await createTestDatabase();
    relay = await startTcpRelay(database.url);
    const through = relay.urlThrough(database.url);
    return {
      ...database,
      url: through,
      close: async () => {
        await relay?.close();
        await database.close();
      },
    };
  },
});

describe('the database failing over in the middle of bet load, without a word on the old connections', () => {
  it('costs some requests a 503, never a 500, a bet twice or money; the server finds the database at its address again', async () => {
    const { server, members, selection, database } = attacked;
    const attempts = await betLoad(() => server, members, selection, {
      count: 300,
      concurrency: 10,
      atSent: 80,
      during: async () => {
        // Every open path goes silent (no FIN, no RST); a new connection to the address is answered, as
        // once the service address has moved to the promoted standby.
        relay?.cut({ newConnections: 'pass' });
        // The old primary's sessions die with it: theirs are every session the server had open at the cut.
        await database.pool.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_start < now()`,
        );
      },
    });
    const counts = await expectEveryBetOnce(attacked, attempts);
    console.info('bets while the database failed over silently:', counts);
    expect((await call(server, '/api/health')).status).toBe(200);
  }, 180_000);
});
