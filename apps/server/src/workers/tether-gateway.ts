import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { expireUnpaidTetherDeposits } from '../modules/cashier/tether-deposit';
import type { TetherGateway } from '../modules/cashier/tether-gateway-port';
import { resumeTetherPayouts } from '../modules/cashier/tether-payouts';
import type { SimTetherGateway } from '../sim/tether/gateway';
import { PeriodicWorker } from './periodic-worker';

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
export class TetherGatewayWorker extends PeriodicWorker<void> {
  constructor(private readonly options: TetherGatewayWorkerOptions) {
    super({ intervalMs: options.tickMs, onError: options.onError });
  }

  /** One tick now (tests step the chain with it); failures reach the caller. */
  async runOnce(): Promise<void> {
    const { db, clock, bus, gateway, payouts } = this.options;
    await gateway.tick();
    await expireUnpaidTetherDeposits(db, clock.now());
    await resumeTetherPayouts({ db, clock, bus, gateway: payouts });
  }
}
