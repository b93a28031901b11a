import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { placeholderList, preparedByLength, preparedStatement, runPrepared } from './prepared';
import { PoolInsideTransactionError } from './transaction-guard';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table prepared_probe (id int primary key, label text not null)`);
});

afterAll(() => database?.close());

const insertProbe = preparedStatement<{ id: number }, [id: number, label: string]>(
  'test-prepared-insert',
  'insert into prepared_probe (id, label) values ($1, $2) returning id',
);
const probesById = preparedByLength<{ id: number; label: string }, number[]>(
  'test-prepared-by-id',
  (length) => `select id, label from prepared_probe where id in (${placeholderList(1, length)}) order by id`,
);

describe('a prepared statement', () => {
  it('runs on the transaction it is given: it sees the transaction’s own rows, and they go with a rollback', async () => {
    const { db } = database;
    const seenInside = await db
      .transaction(async (tx) => {
        await runPrepared(tx, insertProbe, [1, 'inside']);
        const seen = await runPrepared(tx, probesById(1), [1]);
        throw Object.assign(new Error('roll back'), { seen });
      })
      .catch((error: { seen?: unknown }) => error.seen);
    expect(seenInside).toEqual([{ id: 1, label: 'inside' }]);
    expect(await runPrepared(db, probesById(1), [1])).toEqual([]);
  });

  it('runs on the pool outside a transaction, the same statement on any connection, each list length its own', async () => {
    const { db } = database;
    const inserted = await Promise.all([1, 2, 3].map((id) => runPrepared(db, insertProbe, [id, `label ${id}`])));
    expect(inserted.flat()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await runPrepared(db, probesById(2), [3, 1])).toEqual([
      { id: 1, label: 'label 1' },
      { id: 3, label: 'label 3' },
    ]);
    expect((await runPrepared(db, probesById(3), [1, 2, 3])).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('cannot reach the pool from inside a transaction', async () => {
    const { db } = database;
    // The lint rule forbids this very mistake: the pool is reached under another name.
    const pool = db;
    const poolInside = db.transaction(async () => runPrepared(pool, probesById(1), [1]));
    await expect(poolInside).rejects.toBeInstanceOf(PoolInsideTransactionError);
  });

  it('keeps one text under one name', () => {
    expect(() => preparedStatement('test-prepared-insert', 'select 1')).toThrow(/two texts/);
    expect(preparedStatement('test-prepared-insert', insertProbe.text).name).toBe('test-prepared-insert');
  });
});
