import type { SimCasino } from '../sim/casino/provider';
import { SerialTicker } from '../sim/serial-ticker';

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
export class CasinoTablesWorker {
  private readonly ticker: SerialTicker;

  constructor(private readonly options: CasinoTablesWorkerOptions) {
    this.ticker = new SerialTicker(() => this.tick(), options.tickMs, options.onError);
  }

  start(): Promise<void> {
    return this.ticker.start();
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }

  tick(): Promise<void> {
    return this.ticker.run(() => this.options.sim.tick());
  }
}
