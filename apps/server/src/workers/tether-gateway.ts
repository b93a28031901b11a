import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { expireUnpaidTetherDeposits } from '../modules/cashier/tether-deposit';
import type { SimTetherGateway } from '../sim/tether/gateway';
import { SerialTicker } from '../sim/serial-ticker';

export interface TetherGatewayWorkerOptions {
  db: Database;
  clock: Clock;
  gateway: SimTetherGateway;
  /** TETHER_GATEWAY_TICK_MS: one block of the simulated chain */
  tickMs: number;
  onError?: (error: unknown) => void;
}

/**
 * The simulated chain and the cashier's sweep, in the one process that leads 'tether-gateway': every
 * tick the gateway confirms, calls back and expires its invoices, then the cashier ends the tether
 * deposits nobody paid in time.
 */
export class TetherGatewayWorker {
  private readonly ticker: SerialTicker;

  constructor(private readonly options: TetherGatewayWorkerOptions) {
    this.ticker = new SerialTicker(() => this.tick(), options.tickMs, options.onError);
  }

  start(): Promise<void> {
    return this.ticker.start();
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }

  /** One tick now (tests step the chain with it); failures reach the caller. */
  tick(): Promise<void> {
    return this.ticker.run(async () => {
      await this.options.gateway.tick();
      await expireUnpaidTetherDeposits(this.options.db, this.options.clock.now());
    });
  }
}
