import { EventEmitter } from 'node:events';
import type { MinigameRound } from '@site/contracts/api/minigames';
import type { OddsUpdate } from '@site/contracts/api/sports';

/**
 * What happens inside the server that other parts react to, without knowing each other: the feed
 * publishes price batches and results, settlement reacts to results, the streams forward to browsers.
 * In-process for now; several servers sharing one database would carry these over LISTEN/NOTIFY.
 */
export interface BusEvents {
  /** one batch of price, market and fixture changes the feed has just written */
  odds: [OddsUpdate];
  /** the feed wrote results for these fixtures' selections (finished or cancelled); settle their bets */
  fixturesResulted: [{ fixtureIds: number[] }];
  /** a member's balance changed (bet placed, settled, cancelled, operator credit) */
  balance: [{ memberId: number; emoney: number; point: number }];
  /** a minigame round opened, closed or was drawn (the secret only once drawn); seconds as of publishing */
  minigameRound: [MinigameRound];
}

export class EventBus {
  private readonly emitter = new EventEmitter();
  private oddsSeq = 0;

  constructor() {
    // Every open stream (one per browser tab) listens; there is no leak to warn about.
    this.emitter.setMaxListeners(0);
  }

  /**
   * The next number of an odds batch. The sports feed and the virtual sports both publish odds
   * batches; one count for both keeps the stream's seq free of gaps (a gap makes clients refetch).
   */
  nextOddsSeq(): number {
    return ++this.oddsSeq;
  }

  publish<K extends keyof BusEvents>(event: K, ...payload: BusEvents[K]): void {
    this.emitter.emit(event, ...payload);
  }

  /** How many listen to an event: streams let go of the bus when their last client leaves (tests check it). */
  listenerCount(event: keyof BusEvents): number {
    return this.emitter.listenerCount(event);
  }

  /** Returns the unsubscribe function. */
  subscribe<K extends keyof BusEvents>(event: K, listener: (...payload: BusEvents[K]) => void): () => void {
    this.emitter.on(event, listener as (...args: unknown[]) => void);
    return () => this.emitter.off(event, listener as (...args: unknown[]) => void);
  }
}
