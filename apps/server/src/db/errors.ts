import { QUERY_READ_TIMEOUT } from './silent-server';

// PostgreSQL's code for a unique constraint violation.
const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * True when a write failed on the named unique constraint. Drizzle wraps the driver's error and keeps
 * it as `cause`, so both levels are looked at.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return fields.constraint === constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * PostgreSQL's codes for a statement that gave up or lost its server: a bound ran out (statement,
 * lock, idle transaction), a deadlock or serialization victim, a server shutting down or full, a
 * write that reached a read-only server (25006: during a failover the database's address may answer
 * from a standby not yet promoted, docs/decisions/073), and the connection-exception class 08. Each
 * leaves nothing behind (its transaction rolled back) and the same request may succeed a moment later.
 */
const RETRYABLE_CODES = new Set([
  '57014',
  '55P03',
  '25P03',
  '25006',
  '40001',
  '40P01',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const RETRYABLE_CLASSES = ['08'];
/** The socket's errors when the server is gone or unreachable (ENOENT: its Unix socket is not there). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ENOENT',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * node-postgres says these in words only: the pool's acquire timeout, a connection that died, and a
 * query the server never answered (db/silent-server.ts).
 */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'is not queryable',
  QUERY_READ_TIMEOUT,
];

/**
 * True when a database call failed for a passing reason (load, a bound, a restart), not for what the
 * request asked: the request answers 503 with Retry-After instead of 500 (docs/decisions/037).
 */
export function isRetryableDatabaseError(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const fields = current as PgErrorFields & { message?: unknown };
    if (typeof fields.code === 'string') {
      if (RETRYABLE_CODES.has(fields.code) || CONNECTION_ERRNOS.has(fields.code)) return true;
      if (RETRYABLE_CLASSES.some((prefix) => String(fields.code).startsWith(prefix))) return true;
    }
    if (typeof fields.message === 'string' && DRIVER_MESSAGES.some((words) => String(fields.message).includes(words))) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
