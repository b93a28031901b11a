import { createHash } from 'node:crypto';
import pg from 'pg';
import { dedicatedConnectionConfig, serverNoticesDeadClientAfterMs } from '../db/dedicated-connection';
import { endClient } from '../db/end-client';
import { consoleLog, type ServerLog } from '../lib/server-log';

export interface LeaderOptions {
  /** the lock's connection goes where the pool's go (it never takes a client from the pool), or to this URL */
  connection: pg.Pool | string;
  /** what is led, e.g. 'sports-feed': every process naming the same key competes for the same lock */
  key: string;
  /** called once this process holds the lock; it drives the engine from then on */
  start: () => Promise<void> | void;
  /** called when it no longer holds it (the connection was lost, or close()) */
  stop: () => Promise<void> | void;
  /** how often a follower tries for the lock and a leader checks its connection; default 2 s */
  retryMs?: number;
  /** how long a leader's check may go unanswered before it stops its engine; default 3 s */
  checkTimeoutMs?: number;
  log?: ServerLog;
}

export interface Leadership {
  /** true while this process holds the lock and start() has completed */
  readonly leading: boolean;
  /** Stops the engine if it leads, gives the lock up and ends the connection. */
  close(): Promise<void>;
}

const DEFAULT_RETRY_MS = 2_000;
const DEFAULT_CHECK_TIMEOUT_MS = 3_000;

/**
 * The latest a leader cut off from the database starts stopping its engine, counted from the moment
 * the packets stopped: the check sent at most one retry later goes unanswered for checkTimeoutMs.
 */
export function leaderNoticesPartitionWithinMs(retryMs = DEFAULT_RETRY_MS, checkTimeoutMs = DEFAULT_CHECK_TIMEOUT_MS) {
  return retryMs + checkTimeoutMs;
}

/**
 * The earliest PostgreSQL frees a vanished leader's lock, counted the same way: the server heard from
 * the leader at most one retry (plus the check's own round trip, ignored here) before the cut, and ends
 * the session only after its keepalive gives up (db/dedicated-connection.ts). The difference between
 * the two is the time the old leader has to stop its engine before another can start one
 * (docs/decisions/073); with the defaults: 12 s - 2 s = 10 s against 2 s + 3 s = 5 s.
 */
export function lockFreedAfterPartitionAtLeastMs(retryMs = DEFAULT_RETRY_MS): number {
  return serverNoticesDeadClientAfterMs() - retryMs;
}

/**
 * The advisory lock's 64-bit key for a name, the same in every process and every PostgreSQL version
 * (hashtext() is neither promised to be), as a string for the bigint parameter.
 */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(`site leader:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `start` in exactly one of the processes that call this with the same key on one database:
 * each keeps one connection of its own and tries `pg_try_advisory_lock` every retryMs; the one that
 * gets it leads until its session ends. A process that dies ends its session, PostgreSQL releases the
 * lock, and a follower takes over at its next try. A leader that loses its connection calls stop() at
 * once (it no longer holds the lock, and another may already lead), then competes again.
 */
export function runWhileLeader(options: LeaderOptions): Leadership {
  return new LeaderLock(options);
}

class LeaderLock implements Leadership {
  private client: pg.Client | undefined;
  /** set by the client's error and end events; the loop acts on it */
  private broken = false;
  private isLeading = false;
  private closed = false;
  private wake: (() => void) | undefined;
  private readonly done: Promise<void>;
  private readonly retryMs: number;
  private readonly checkTimeoutMs: number;
  private readonly log: ServerLog;
  private readonly lockKey: string;

  constructor(private readonly options: LeaderOptions) {
    this.retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
    this.checkTimeoutMs = options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
    this.log = options.log ?? consoleLog;
    this.lockKey = advisoryKey(options.key);
    this.done = this.loop();
  }

  get leading(): boolean {
    return this.isLeading;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.done;
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      await this.step();
      if (!this.closed) await this.sleep();
    }
    await this.resign();
    await this.disconnect();
  }

  /** One try: connect if needed, then take the lock (follower) or check the connection (leader). */
  private async step(): Promise<void> {
    try {
      if (this.broken) throw new Error('the lock connection was lost');
      const client = this.client ?? (await this.connect());
      if (this.isLeading) {
        await client.query('select 1');
        return;
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
        this.lockKey,
      ]);
      if (!result.rows[0]?.locked || this.closed) return;
      try {
        await this.options.start();
      } catch (error) {
        // Holding the lock with an engine that does not run would keep every other process from trying.
        this.log.error({ err: error, key: this.options.key }, 'leader: start failed; giving the lead up');
        await this.callStop();
        await this.unlock();
        return;
      }
      this.isLeading = true;
      this.log.info({ key: this.options.key }, 'leader: this process leads');
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error, key: this.options.key }, 'leader: lock connection lost');
      await this.stopLeading();
      await this.disconnect();
    }
  }

  private async connect(): Promise<pg.Client> {
    const { connection } = this.options;
    const base = typeof connection === 'string' ? connection : connection.options;
    // A check that does not answer (the network went away) counts as a lost connection; the session
    // asks the server to notice this process gone within seconds, which frees the lock.
    const client = new pg.Client(
      dedicatedConnectionConfig(base, `site-leader ${process.pid} ${this.options.key}`, this.checkTimeoutMs),
    );
    this.broken = false;
    const onLost = () => {
      if (client !== this.client) return;
      this.broken = true;
      this.wake?.();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
    } catch (error) {
      await endClient(client);
      throw error;
    }
    this.client = client;
    return client;
  }

  /** Stops the engine and gives the lock back before the connection ends (closing). */
  private async resign(): Promise<void> {
    if (!this.isLeading) return;
    await this.stopLeading();
    await this.unlock();
  }

  private async stopLeading(): Promise<void> {
    if (!this.isLeading) return;
    this.isLeading = false;
    await this.callStop();
    this.log.info({ key: this.options.key }, 'leader: this process no longer leads');
  }

  private async callStop(): Promise<void> {
    try {
      await this.options.stop();
    } catch (error) {
      this.log.error({ err: error, key: this.options.key }, 'leader: stop failed');
    }
  }

  private async unlock(): Promise<void> {
    await this.client?.query('select pg_advisory_unlock($1::bigint)', [this.lockKey]).catch(() => {});
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.broken = false;
    if (client) await endClient(client);
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.retryMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }
}
