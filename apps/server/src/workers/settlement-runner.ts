import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { settlePendingBets } from '../modules/betting/settlement';

export interface SettlementLog {
  error(details: object, message: string): void;
}

/**
 * Runs settlement when the feed posts results, one run at a time: requests that arrive while a run is
 * going are merged into the next one. `idle()` resolves once nothing is running (shutdown, tests).
 * main.ts creates the one runner of the process and starts it; nothing else makes one.
 */
export class SettlementRunner {
  private running: Promise<void> | undefined;
  private queued: Set<number> | 'all' | undefined;
  private stopped = false;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: { db: Database; clock: Clock; bus: EventBus; log: SettlementLog }) {}

  /**
   * Settles the bets on the fixtures of every `fixturesResulted` from now on, and at once every bet
   * whose results were written while this server was down.
   */
  start(): void {
    if (this.stopped || this.unsubscribe) return;
    this.unsubscribe = this.deps.bus.subscribe('fixturesResulted', ({ fixtureIds }) => this.request(fixtureIds));
    this.request();
  }

  /** Settles the bets on these fixtures, or every settleable bet when none are named. */
  request(fixtureIds?: number[]): void {
    if (this.stopped) return;
    if (!fixtureIds || this.queued === 'all') this.queued = 'all';
    else this.queued = new Set([...(this.queued ?? []), ...fixtureIds]);
    this.running ??= this.drain();
  }

  async idle(): Promise<void> {
    await this.running;
  }

  /** Takes no more requests and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.queued = undefined;
    await this.running;
  }

  private async drain(): Promise<void> {
    const { db, clock, bus, log } = this.deps;
    while (this.queued !== undefined) {
      const queued = this.queued;
      this.queued = undefined;
      try {
        await settlePendingBets(db, clock, bus, queued === 'all' ? undefined : [...queued]);
      } catch (error) {
        // The next results, or the next start, run the sweep again; nothing is lost by waiting.
        log.error({ err: error }, 'bet settlement failed');
      }
    }
    this.running = undefined;
  }
}
