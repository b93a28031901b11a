/**
 * How long anything waits on the database (docs/decisions/037). Every number has a bound so that a
 * burst, a held lock or a dead server turns into a quick 503 instead of a process that hangs.
 */
export interface DatabaseBounds {
  /** connections the pool opens at most */
  poolSize: number;
  /** waiting for a pooled connection (or for a new one to open) */
  acquireTimeoutMs: number;
  /** one statement, lock waits included (PostgreSQL statement_timeout) */
  statementTimeoutMs: number;
  /** waiting for one row or table lock (lock_timeout); shorter than a statement */
  lockTimeoutMs: number;
  /** a transaction left open with nothing sent (idle_in_transaction_session_timeout): its session ends */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_BOUNDS: DatabaseBounds = {
  poolSize: 10,
  acquireTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 2_000,
  idleInTransactionTimeoutMs: 10_000,
};

/** The pg pool's options carrying the bounds: PostgreSQL applies the three timeouts to each session. */
export function poolBoundOptions(bounds: DatabaseBounds) {
  return {
    max: bounds.poolSize,
    connectionTimeoutMillis: bounds.acquireTimeoutMs,
    statement_timeout: bounds.statementTimeoutMs,
    lock_timeout: bounds.lockTimeoutMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs,
    // An idle connection to a server gone silent (a cut network) is noticed by TCP keepalive; one waiting
    // for an answer by the client-side read timeout that openPostgres adds (db/silent-server.ts).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}
