import type pg from 'pg';

/**
 * How a connection of its own (a leader's lock, the bus's LISTEN, the preparing lock) notices that the
 * database went away, and how the database notices that this process did (docs/decisions/073).
 *
 * A network that stops carrying packets (a cable pulled, a host frozen, a partition) sends neither FIN
 * nor RST: without these numbers each side waits for TCP's defaults (two hours of keepalive silence, or
 * some fifteen minutes of retransmitting), and an advisory lock held by a vanished leader stays held.
 */
export const DEDICATED_CONNECTION = {
  /** opening the connection, TLS and authentication included */
  connectTimeoutMs: 5_000,
  /** this side's TCP keepalive starts after this much silence (node-postgres sets only the idle time) */
  clientKeepAliveIdleMs: 5_000,
  /**
   * The server's side, per session (PostgreSQL lets any user set these): after `idle` seconds of silence
   * it probes every `interval` seconds and gives up after `count` unanswered probes; `userTimeoutMs`
   * ends the connection when data it sent stays unacknowledged that long (keepalive does not run while
   * data is being retransmitted) and, with keepalive on, when the probes have gone unanswered that long.
   */
  serverKeepalivesIdleS: 6,
  serverKeepalivesIntervalS: 2,
  serverKeepalivesCount: 3,
  serverUserTimeoutMs: 12_000,
} as const;

/**
 * The least time, after the last packet it received from a vanished client, before the server ends
 * that client's session and frees its advisory locks: the keepalive's first probe after `idle`, then
 * probes until both `count` have gone unanswered and the user timeout has passed.
 */
export function serverNoticesDeadClientAfterMs(): number {
  const { serverKeepalivesIdleS, serverKeepalivesIntervalS, serverKeepalivesCount, serverUserTimeoutMs } =
    DEDICATED_CONNECTION;
  const byProbes = (serverKeepalivesIdleS + serverKeepalivesIntervalS * serverKeepalivesCount) * 1_000;
  // With TCP_USER_TIMEOUT set, Linux ends the connection at the first probe at which the user timeout has
  // passed, so the earlier of the two counts; and never before the first probe.
  return Math.max(serverKeepalivesIdleS * 1_000, Math.min(byProbes, serverUserTimeoutMs));
}

/** The `-c name=value` startup options that ask the server for this session's keepalive. */
export function serverKeepaliveOptions(): string {
  const { serverKeepalivesIdleS, serverKeepalivesIntervalS, serverKeepalivesCount, serverUserTimeoutMs } =
    DEDICATED_CONNECTION;
  return [
    `-c tcp_keepalives_idle=${serverKeepalivesIdleS}`,
    `-c tcp_keepalives_interval=${serverKeepalivesIntervalS}`,
    `-c tcp_keepalives_count=${serverKeepalivesCount}`,
    `-c tcp_user_timeout=${serverUserTimeoutMs}`,
  ].join(' ');
}

/**
 * The client settings of a dedicated connection to the database `base` names (a URL or a pool's or
 * client's settings): bounded connect, keepalive on both sides, and a name PostgreSQL shows in
 * pg_stat_activity. `queryTimeoutMs` bounds every query on it from this side (a check that gets no
 * answer counts as a lost connection: the caller ends it, so no late answer lands on a reused client).
 */
export function dedicatedConnectionConfig(
  base: string | pg.ClientConfig,
  applicationName: string,
  queryTimeoutMs?: number,
): pg.ClientConfig {
  const config: pg.ClientConfig = typeof base === 'string' ? { connectionString: base } : { ...base };
  const own = serverKeepaliveOptions();
  return {
    ...config,
    // A pool's settings carry these already (db/client.ts). A connection string's own `options` would
    // replace them (node-postgres lets the URL win): the site's URLs carry none.
    options: !config.options ? own : config.options.includes(own) ? config.options : `${config.options} ${own}`,
    application_name: applicationName.slice(0, 63),
    connectionTimeoutMillis: DEDICATED_CONNECTION.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: DEDICATED_CONNECTION.clientKeepAliveIdleMs,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  };
}
