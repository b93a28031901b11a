import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay';
import { createTestDatabase } from '../test/test-db';
import { DEFAULT_DATABASE_BOUNDS } from './bounds';
import { openPostgres, type DatabaseHandle } from './client';
import { isRetryableDatabaseError } from './errors';

const POOL_SIZE = 3;

describe('the pool when the database goes silent on its open connections', () => {
  let database: DatabaseHandle;
  let relay: TcpRelay;
  let site: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startTcpRelay(database.url);
    // Short bounds: a read timeout of 0.5 s + the margin.
    site = openPostgres(relay.urlThrough(database.url), 'postgres', {
      ...DEFAULT_DATABASE_BOUNDS,
      poolSize: POOL_SIZE,
      statementTimeoutMs: 500,
      lockTimeoutMs: 200,
    });
  }, 60_000);

  afterAll(async () => {
    await site?.close();
    await relay?.close();
    await database?.close();
  });

  it('fails the queries that were on a dead connection as retryable, drops those connections, and serves from fresh ones', async () => {
    // Every pooled connection open and idle, as on a busy host.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => site.pool.query('select pg_sleep(0.05)')));
    expect(site.pool.totalCount).toBe(POOL_SIZE);

    // The old paths go dead without a word; the same address answers new connections (a standby promoted
    // behind the moved service address).
    relay.cut({ newConnections: 'pass' });
    const outcomes: string[] = [];
    const startedAt = Date.now();
    for (let attempt = 0; attempt < POOL_SIZE * 3; attempt++) {
      // Both ways the site asks: pool.query (a callback inside node-postgres) and a Drizzle transaction.
      const ask =
        attempt % 2 === 0 ? site.pool.query('select 1') : site.db.transaction((tx) => tx.execute(sql`select 1`));
      try {
        await ask;
        outcomes.push('answered');
      } catch (error) {
        outcomes.push(isRetryableDatabaseError(error) ? 'retryable' : `not retryable: ${String(error)}`);
      }
    }
    console.info('queries after the cut:', outcomes.join(', '), `(${Date.now() - startedAt} ms)`);
    // At most one failure per dead connection: none is handed out again; everything after is answered.
    const firstAnswer = outcomes.indexOf('answered');
    expect(firstAnswer).toBeGreaterThanOrEqual(0);
    expect(firstAnswer).toBeLessThanOrEqual(POOL_SIZE);
    expect(outcomes.slice(0, firstAnswer)).toEqual(Array.from({ length: firstAnswer }, () => 'retryable'));
    expect(outcomes.slice(firstAnswer).every((outcome) => outcome === 'answered')).toBe(true);
  }, 60_000);
});
