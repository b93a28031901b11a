import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { closeAbandonedRound } from '../modules/casino/round-close';
import type { CasinoRoundHooks } from '../modules/casino/round-hooks';
import { openRoundsBefore } from '../modules/casino/round-repo';
import { PeriodicWorker } from './periodic-worker';

/** Rounds looked at per run; a backlog is worked through over the next runs. */
const ROUNDS_PER_RUN = 200;

/** A timeout is minutes long; a look every half minute ends a stuck round soon after it. */
export const CASINO_ROUND_SWEEP_INTERVAL_MS = 30_000;

export interface CasinoRoundSweepOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  hooks: readonly CasinoRoundHooks[];
  /** CASINO_ROUND_TIMEOUT_MS */
  timeoutMs: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Ends the casino rounds a provider left open past the timeout (its closing credit or rollback never
 * came): each is rolled back, its stake returned (closeAbandonedRound: in its own transaction, only
 * while still open, under the round's one refund reference), so several sweeps or a late rollback
 * still return it once. Runs in the one process that holds its lock (runtime's process-workers).
 */
export class CasinoRoundSweep extends PeriodicWorker<number> {
  constructor(private readonly options: CasinoRoundSweepOptions) {
    super({ intervalMs: options.intervalMs ?? CASINO_ROUND_SWEEP_INTERVAL_MS, onError: options.onError });
  }

  /** One sweep now; answers how many rounds it ended. */
  async runOnce(): Promise<number> {
    const { db, clock, timeoutMs } = this.options;
    const stale = await openRoundsBefore(db, new Date(clock.now().getTime() - timeoutMs), ROUNDS_PER_RUN);
    let ended = 0;
    for (const round of stale) if (await closeAbandonedRound(this.options, round.id)) ended += 1;
    return ended;
  }
}
