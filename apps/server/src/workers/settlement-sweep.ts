import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { settlePendingBets, type SettlementSummary } from '../modules/betting/settlement';
import { PeriodicWorker } from './periodic-worker';

/** What the sweep writes to the server's log (pino's logger fits). */
export interface SettlementSweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SettlementSweepOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** pause between the end of one sweep and the start of the next */
  intervalMs: number;
  log: SettlementSweepLog;
}

/** A sweep reads every pending pick with an index; every few seconds is cheap and bounds how long a bet can wait. */
export const SETTLEMENT_SWEEP_INTERVAL_MS = 5_000;

interface Waiter {
  resolve(summary: SettlementSummary): void;
  reject(error: unknown): void;
}

/**
 * Settles, every `intervalMs`, each bet in progress whose picks all have results (or one lost pick),
 * whatever happened to the `fixturesResulted` event that should have settled it: published while
 * the bet's transaction was still open, lost with a crash between the result and its settlement, or
 * posted on another server. Sweeps run one at a time and never overlap a sweep of this instance;
 * running beside the event-driven settlement, or on several servers, still credits each bet once
 * (settlePendingBets: each bet ended in its own transaction `where status = 0`, one ledger row per bet).
 */
export class SettlementSweep extends PeriodicWorker<void> {
  private waiters: Waiter[] = [];

  constructor(private readonly options: SettlementSweepOptions) {
    super({ intervalMs: options.intervalMs });
  }

  /** Plans no more sweeps and waits for the one under way; callers of nextSweep() still waiting are refused. */
  override async stop(): Promise<void> {
    await super.stop();
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(new Error('settlement sweep stopped'));
  }

  /** The summary of the next sweep that begins after this call (a sweep already under way does not count). */
  nextSweep(): Promise<SettlementSummary> {
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** One sweep now; its failure is logged and told to nextSweep()'s callers, and the next sweep tries again. */
  async runOnce(): Promise<void> {
    const { db, clock, bus, log } = this.options;
    const waiters = this.waiters;
    this.waiters = [];
    try {
      const summary = await settlePendingBets(db, clock, bus);
      if (summary.settled > 0) log.info({ settled: summary.settled }, 'settlement sweep settled bets');
      for (const waiter of waiters) waiter.resolve(summary);
    } catch (error) {
      // The next sweep tries again; a pending bet only waits one interval longer.
      log.error({ err: error }, 'settlement sweep failed');
      for (const waiter of waiters) waiter.reject(error);
    }
  }
}
