import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { deleteSessionsEndedBefore, endIdleSessions } from '../modules/auth/repo';
import { deleteTicketsExpiredBefore } from '../modules/auth/two-factor/repo';
import { pruneOldNotifications } from '../modules/notifications/service';
import { pruneExpiredCounters } from '../modules/rate-limits/counters';
import { PeriodicWorker } from './periodic-worker';

/**
 * How long an ended session is kept: its row decides what the site is told (555 replaced, 556 logged
 * out) when the old token comes back, which happens within seconds (the site re-fetches the user
 * every 5 s); a day covers a laptop that slept. After that the token simply answers 401.
 */
export const ENDED_SESSION_RETENTION_MS = 24 * 60 * 60_000;

export interface PruneSummary {
  /** rate counters whose window was over */
  counters: number;
  /** sessions idle past the site's auto-logout, now ended as 'expired' */
  idleSessionsEnded: number;
  /** sessions that had ended more than ENDED_SESSION_RETENTION_MS ago, deleted */
  sessionsDeleted: number;
  /** members' notifications older than NOTIFICATION_RETENTION_MS, deleted */
  notificationsDeleted: number;
  /** login tickets (the code step, decision 052) past their expiry, deleted */
  loginTicketsDeleted: number;
}

/**
 * Removes what has expired: rate counters whose window is over, sessions ended long ago and old
 * notifications, and
 * ends the sessions nobody used within the auto-logout. Live counters, active sessions and recently
 * ended ones stay. Idempotent, so several processes may run it on one database.
 */
export async function pruneExpired(db: Database, now: Date): Promise<PruneSummary> {
  const counters = await pruneExpiredCounters(db, now);
  const idleSessionsEnded = await endIdleSessions(db, now);
  const sessionsDeleted = await deleteSessionsEndedBefore(db, new Date(now.getTime() - ENDED_SESSION_RETENTION_MS));
  const notificationsDeleted = await pruneOldNotifications(db, now);
  const loginTicketsDeleted = await deleteTicketsExpiredBefore(db, now);
  return { counters, idleSessionsEnded, sessionsDeleted, notificationsDeleted, loginTicketsDeleted };
}

export interface PruneExpiredWorkerOptions {
  db: Database;
  clock: Clock;
  /** the pause between two runs (PRUNE_INTERVAL_SEC) */
  intervalMs: number;
  onError?: (error: unknown) => void;
  /** told what each run removed (e.g. a debug log line) */
  onPruned?: (summary: PruneSummary) => void;
}

/** Runs pruneExpired once at start, then every intervalMs until stopped; a failed run is reported and retried next time. */
export class PruneExpiredWorker extends PeriodicWorker<PruneSummary> {
  constructor(private readonly options: PruneExpiredWorkerOptions) {
    super({ intervalMs: options.intervalMs, onError: options.onError, onRun: options.onPruned });
  }

  /** One run now (tests, or an operator's tool); failures reach the caller. */
  runOnce(): Promise<PruneSummary> {
    return pruneExpired(this.options.db, this.options.clock.now());
  }
}
