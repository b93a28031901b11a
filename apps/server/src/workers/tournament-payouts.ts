import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { publishBalance } from '../modules/ledger/service';
import { payEndedTournaments } from '../modules/tournaments/payouts';
import { PeriodicWorker } from './periodic-worker';

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
export class TournamentPayoutWorker extends PeriodicWorker<number> {
  constructor(private readonly options: TournamentPayoutWorkerOptions) {
    super({ intervalMs: options.intervalMs ?? TOURNAMENT_PAYOUT_INTERVAL_MS, onError: options.onError });
  }

  /** One run now; the balance changes are published once each payout has committed. */
  async runOnce(): Promise<number> {
    const { db, clock, bus } = this.options;
    const changes = await payEndedTournaments(db, clock);
    for (const change of changes) publishBalance(bus, change);
    return changes.length;
  }
}
