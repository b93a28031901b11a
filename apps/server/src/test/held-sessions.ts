/**
 * Database sessions of their own for race tests: one holds a lock, a request of the app runs into it
 * and waits, and pg_blocking_pids tells when it does, so no step of a race depends on timing.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach } from 'vitest';
import type { Database } from '../db/client';

export interface Session {
  client: pg.Client;
  pid: number;
  db: Database;
}

/** A session inside a transaction that holds what its statement locked until release() commits. */
export interface HeldSession extends Session {
  release(): Promise<void>;
}

/** Opens sessions on the test's database (its URL read when called); they are closed after each test. */
export function useSessions(databaseUrl: () => string) {
  const sessions: Session[] = [];
  afterEach(async () => {
    for (const session of sessions.splice(0)) await session.client.end();
  });

  async function open(): Promise<Session> {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const session = { client, pid: rows[0]?.pid ?? 0, db: drizzle({ client }) };
    sessions.push(session);
    return session;
  }

  /** A session that has run `statement` in a transaction it keeps open until release(). */
  async function hold(statement: string, values: unknown[] = []): Promise<HeldSession> {
    const session = await open();
    await session.client.query('begin');
    await session.client.query(statement, values);
    return { ...session, release: async () => void (await session.client.query('commit')) };
  }

  /** A session that holds `table` in SHARE mode: every insert or update of it waits until release(). */
  const holdTable = (table: string): Promise<HeldSession> => hold(`lock table ${table} in share mode`);

  return { open, hold, holdTable };
}

/** Sessions waiting for a lock that the session `pid` holds. */
export async function waitersOf(observer: Session, pid: number): Promise<number[]> {
  const { rows } = await observer.client.query<{ pid: number }>(
    'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
    [pid],
  );
  return rows.map((row) => row.pid);
}

/** Polls until `condition` holds (the test's timeout bounds it). */
export async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await delay(5);
}
