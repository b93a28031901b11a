import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { runAutoCashOuts } from '../modules/betting/cash-out/auto';
import type { DangerWatch } from '../modules/betting/cash-out/offer';
import { PeriodicWorker } from './periodic-worker';

/** Offers move with the live prices a second at a time: the engine looks as often. */
export const AUTO_CASH_OUT_INTERVAL_MS = 1_000;

export interface AutoCashOutWorkerOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  danger?: DangerWatch | undefined;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The auto cash-out engine (docs/decisions/068), in the one process that leads 'auto-cash-out': every
 * second, each bet in progress with a threshold whose offer reached it is cashed out in full, each in
 * its own transaction under the bet's lock (modules/betting/cash-out/take.ts autoCashOut), so a second
 * process, a member's own cash-out or settlement at the same moment ends it at most once.
 */
export class AutoCashOutWorker extends PeriodicWorker<number> {
  constructor(private readonly options: AutoCashOutWorkerOptions) {
    super({ intervalMs: options.intervalMs ?? AUTO_CASH_OUT_INTERVAL_MS, onError: options.onError });
  }

  runOnce(): Promise<number> {
    const { db, clock, bus, danger } = this.options;
    return runAutoCashOuts({ db, clock, bus, danger });
  }
}
