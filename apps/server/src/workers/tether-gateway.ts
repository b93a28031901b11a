import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { expireUnpaidTetherDeposits } from '../modules/cashier/tether-deposit';
import type { TetherGateway } from '../modules/cashier/tether-gateway-port';
import { resumeTetherPayouts } from '../modules/cashier/tether-payouts';
import type { SimTetherGateway } from '../sim/tether/gateway';
import { SerialTicker } from '../sim/serial-ticker';

export interface TetherGatewayWorkerOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  gateway: SimTetherGateway;
  /** the gateway the cashier pays through (time-limited), which its payouts' sweep asks again */
  payouts: TetherGateway;
  /** TETHER_GATEWAY_TICK_MS: one block of the simulated chain */
  tickMs: number;
  onError?: (error: unknown) => void;
}

/**
 * The simulated chain and the cashier's sweeps, in the one process that leads 'tether-gateway': every
 * tick the gateway confirms, calls back and expires its invoices, then the cashier ends the tether
 * deposits nobody paid in time and asks again for the payouts a crash or a timeout left unanswered.
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
      const { db, clock, bus, gateway, payouts } = this.options;
      await gateway.tick();
      await expireUnpaidTetherDeposits(db, clock.now());
      await resumeTetherPayouts({ db, clock, bus, gateway: payouts });
    });
  }
}
