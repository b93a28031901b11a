import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineExceededError, withDeadline } from '../lib/deadline';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { rawRows } from './raw-query';
import { afterCommit, PoolInsideTransactionError } from './transaction-guard';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table guard_probe (id int primary key)`);
});

afterAll(() => database?.close());

/** Drizzle wraps a failed query's error (its cause): the guard's error is somewhere down the chain. */
async function failureChain(work: Promise<unknown>): Promise<unknown[]> {
  const chain: unknown[] = [];
  try {
    await work;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) chain.push(current);
  }
  return chain;
}

const probeIds = async (): Promise<number[]> =>
  (await rawRows<{ id: number }>(database.db, sql`select id from guard_probe order by id`)).map((row) => row.id);

describe('a transaction', () => {
  it('cannot reach the pool from inside, and rolls back what it wrote when it tries', async () => {
    const { db } = database;
    const poolQuery = db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe values (1)`);
      await db.execute(sql`select 1`);
    });
    expect(await failureChain(poolQuery)).toContainEqual(expect.any(PoolInsideTransactionError));
    const nested = db.transaction(async () => db.transaction(async () => 'nested'));
    expect(await failureChain(nested)).toContainEqual(expect.any(PoolInsideTransactionError));
    expect(await probeIds()).toEqual([]);
  });

  it('lets work it started reach the pool once it has committed', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe values (2)`);
      // Started inside, run after the commit (a balance published, say): not the transaction's work.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 1`));
    });
    await expect(later).resolves.toBeDefined();
    expect(await probeIds()).toEqual([2]);
  });

  it('does not commit past its request’s deadline, and does not begin after it', async () => {
    const { db } = database;
    await expect(
      withDeadline(Date.now() + 50, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into guard_probe values (3)`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }),
      ),
    ).rejects.toBeInstanceOf(DeadlineExceededError);
    await expect(
      withDeadline(Date.now() - 1, () =>
        db.transaction(async (tx) => tx.execute(sql`insert into guard_probe values (4)`)),
      ),
    ).rejects.toBeInstanceOf(DeadlineExceededError);
    await withDeadline(Date.now() + 5_000, () =>
      db.transaction(async (tx) => tx.execute(sql`insert into guard_probe values (5)`)),
    );
    expect(await probeIds()).toEqual([2, 5]);
  });

  it('runs what afterCommit queued once it has committed, and never when it rolls back', async () => {
    const { db } = database;
    const seen: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe values (6)`);
      afterCommit(() => seen.push('committed'));
      seen.push('work done');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into guard_probe values (7)`);
        afterCommit(() => seen.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    afterCommit(() => seen.push('outside a transaction: at once'));
    expect(seen).toEqual(['work done', 'committed', 'outside a transaction: at once']);
    expect(await probeIds()).toEqual([2, 5, 6]);
  });
});
