import type pg from 'pg';

/** node-postgres' words when a query's `query_timeout` ran out. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * Extra time a pooled query may take past the server's statement_timeout before this side gives up
 * on the server: a statement the server ended itself answers within a round trip, so no answer by
 * then means the path to the server is gone (a cut network, a database moved to another machine).
 */
export const READ_TIMEOUT_MARGIN_MS = 2_000;

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === QUERY_READ_TIMEOUT;
}

/**
 * Makes a query that times out on this side (node-postgres' `query_timeout`) end its connection.
 * node-postgres answers the caller but keeps the connection, still waiting for the abandoned
 * statement's answer; returned to the pool, it would hand every later query a wait for a server that
 * is not there. Ended, it is no longer queryable: the pool discards it on release (or at once when
 * idle) and the next query opens a fresh connection, which finds the server wherever it now answers.
 */
export function endConnectionOnReadTimeout(client: pg.Client): void {
  const end = () => {
    // end() marks the client ending at once, so a release that follows in this same turn already has
    // the pool discard it; destroy() then frees the socket without waiting for a goodbye that cannot come.
    void client.end().catch(() => {});
    client.connection.stream.destroy();
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // pool.query() passes a callback
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (isReadTimeout(error)) end();
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // Drizzle awaits the promise; this branch only watches it (the caller still gets the rejection).
    if (result instanceof Promise) result.catch((error: unknown) => isReadTimeout(error) && end());
    return result;
  }) as typeof client.query;
}
