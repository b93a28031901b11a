import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { publishBalance } from '../modules/ledger/service';
import { payEndedTournaments } from '../modules/tournaments/payouts';

/** A prize is due within this long of a tournament's end. */
export const TOURNAMENT_PAYOUT_INTERVAL_MS = 5_000;

export interface TournamentPayoutWorkerOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Pays the prizes of tournaments whose end has passed, once at start and then every interval, in the
 * one process that leads 'tournament-payouts'. Each payout is exactly once whoever runs it
 * (modules/tournaments/payouts.ts), so a second process or a retry after a crash pays nothing twice.
 */
export class TournamentPayoutWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: TournamentPayoutWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.runAndSchedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run now; the balance changes are published once each payout has committed. */
  async runOnce(): Promise<number> {
    const { db, clock, bus } = this.options;
    const changes = await payEndedTournaments(db, clock);
    for (const change of changes) publishBalance(bus, change);
    return changes.length;
  }

  private runAndSchedule(): void {
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        this.timer = setTimeout(() => this.runAndSchedule(), this.options.intervalMs ?? TOURNAMENT_PAYOUT_INTERVAL_MS);
        this.timer.unref();
      });
  }
}
