import type { SimCasino } from '../sim/casino/provider';
import { PeriodicWorker } from './periodic-worker';

export interface CasinoTablesWorkerOptions {
  sim: SimCasino;
  /** CASINO_TABLES_TICK_MS: how often the tables' phases are looked at */
  tickMs: number;
  onError?: (error: unknown) => void;
}

/**
 * The simulated live tables' dealer, in the one process that leads 'casino-tables': every tick each
 * table whose phase is over moves on (deals, pays, opens the next round), and rounds the wallet could
 * not be paid for are paid again.
 */
export class CasinoTablesWorker extends PeriodicWorker<void> {
  constructor(private readonly options: CasinoTablesWorkerOptions) {
    super({ intervalMs: options.tickMs, onError: options.onError });
  }

  /** One tick now; failures reach the caller. */
  runOnce(): Promise<void> {
    return this.options.sim.tick();
  }
}
