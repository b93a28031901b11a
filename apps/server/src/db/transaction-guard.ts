import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { checkDeadline } from '../lib/deadline';

/** Open while a transaction's own code runs: anything it awaits sees it, what runs after the commit does not. */
interface TransactionScope {
  open: boolean;
  /** what afterCommit() queued: run once the transaction has committed, dropped when it rolls back */
  committed: (() => void)[];
}

const transactionScope = new AsyncLocalStorage<TransactionScope>();

/**
 * Thrown when code inside a transaction asks the pool for a connection (a `db` query, or a second
 * `db.transaction`) instead of using the transaction's own `tx`. Such a query waits for a connection
 * while its transaction holds one and its locks: with every connection held that way the pool
 * deadlocks (issue 28's hang). It is a programming error, so it fails loudly everywhere, tests first.
 */
export class PoolInsideTransactionError extends Error {
  override name = 'PoolInsideTransactionError';
  constructor() {
    super('a pool query inside a transaction: use the transaction (tx), not the pool (db)');
  }
}

/**
 * Makes the two rules of docs/decisions/037 hold for every transaction on `db`: its code cannot
 * reach the pool, and it does not commit past the request's deadline (the member has been told
 * nothing happened, so nothing may have). Applied once, where the pool and its Drizzle API are made.
 */
export function guardTransactions<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  pool: pg.Pool,
): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // pool.query() takes its client through connect() too, so this one check covers every pool use.
  pool.connect = ((...args: unknown[]) => {
    if (transactionScope.getStore()?.open) throw new PoolInsideTransactionError();
    return connect(...args);
  }) as typeof pool.connect;

  const transaction: typeof db.transaction = async (work, config) => {
    checkDeadline();
    const scope: TransactionScope = { open: true, committed: [] };
    // The transaction's connection is taken and given back here, not by Drizzle: Drizzle's own pool path
    // never gives a connection back when its BEGIN fails (a connection found dead, db/silent-server.ts),
    // and each such failure would take one connection from the pool for good. Given back broken, the
    // pool discards it.
    const client = await pool.connect();
    try {
      const onClient = drizzle({ client }) as unknown as NodePgDatabase<Schema>;
      const result = await onClient.transaction(async (tx) => {
        try {
          const done = await transactionScope.run(scope, () => work(tx));
          // Past the deadline the member already has a 503: roll back rather than book behind it.
          checkDeadline();
          return done;
        } finally {
          scope.open = false;
        }
      }, config);
      for (const callback of scope.committed) callback();
      return result;
    } finally {
      client.release();
    }
  };
  db.transaction = transaction;
}

/**
 * Runs `callback` once the transaction whose code calls this has committed, or now when no transaction
 * is open: what tells other processes and browsers about a row (a bus event) must not go out for a row
 * a rollback takes back, nor before a reader could find it. Nothing runs when the transaction rolls back.
 */
export function afterCommit(callback: () => void): void {
  const scope = transactionScope.getStore();
  if (scope?.open) scope.committed.push(callback);
  else callback();
}
