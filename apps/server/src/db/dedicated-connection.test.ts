import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { DEDICATED_CONNECTION, dedicatedConnectionConfig } from './dedicated-connection';
import { endClient } from './end-client';

describe('a dedicated connection (leader lock, LISTEN, preparing lock)', () => {
  let database: DatabaseHandle;
  let relay: TcpRelay;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startTcpRelay(database.url);
  }, 60_000);

  afterAll(async () => {
    await relay?.close();
    await database?.close();
  });

  it('asks the server to notice within seconds that this process vanished, and names itself', async () => {
    const client = new pg.Client(dedicatedConnectionConfig(database.pool.options, 'site-test dedicated'));
    await client.connect();
    try {
      const { rows } = await client.query<Record<string, string | null>>(
        `select current_setting('tcp_keepalives_idle') as idle, current_setting('tcp_keepalives_interval') as interval,
                current_setting('tcp_keepalives_count') as count, current_setting('tcp_user_timeout') as user_timeout,
                current_setting('application_name') as name, current_setting('statement_timeout') as statement_timeout,
                inet_client_addr()::text as address`,
      );
      const [session] = rows;
      if (session?.address === null) {
        // PostgreSQL ignores (and reads as 0) the TCP settings of a Unix-socket session: the embedded server's.
        console.info('dedicated connection over a Unix socket: the TCP keepalive settings do not apply');
        expect(session.name).toBe('site-test dedicated');
        return;
      }
      // The pool's own session bounds come along; the server's defaults (2 hours of silence) do not.
      expect(session).toEqual({
        idle: String(DEDICATED_CONNECTION.serverKeepalivesIdleS),
        interval: String(DEDICATED_CONNECTION.serverKeepalivesIntervalS),
        count: String(DEDICATED_CONNECTION.serverKeepalivesCount),
        user_timeout: String(DEDICATED_CONNECTION.serverUserTimeoutMs),
        name: 'site-test dedicated',
        statement_timeout: '5s',
        address: expect.any(String),
      });
    } finally {
      await endClient(client);
    }
  });

  it('gives up connecting to a server that does not answer instead of waiting for ever', async () => {
    relay.cut();
    try {
      const client = new pg.Client(dedicatedConnectionConfig(relay.urlThrough(database.url), 'site-test unanswered'));
      const startedAt = Date.now();
      await expect(client.connect()).rejects.toThrow(/timeout/i);
      console.info('connect to a silent server gave up after', Date.now() - startedAt, 'ms');
    } finally {
      relay.restore();
    }
  }, 15_000);
});
