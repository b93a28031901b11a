import { EventEmitter } from 'node:events';
import type { MinigameRound } from '@site/contracts/api/minigames';
import type { MemberNotification } from '@site/contracts/api/notifications-codes';
import type { OddsUpdate } from '@site/contracts/api/sports';
import { afterCommit } from '../db/transaction-guard';

/**
 * One batch of price, market and fixture changes as the feed (or the virtual sports) wrote it. It has
 * no number: each process's odds stream numbers the batches it forwards (see OddsStream), so the
 * numbering a client sees has no gap even when batches come from another process.
 */
export type OddsBatch = Omit<OddsUpdate, 'seq'>;

/**
 * What happens inside the server that other parts react to, without knowing each other: the feed
 * publishes price batches and results, settlement reacts to results, the streams forward to browsers.
 */
export interface BusEvents {
  /** one batch of price, market and fixture changes the feed has just written */
  odds: [OddsBatch];
  /** the feed wrote results for these fixtures' selections (finished or cancelled); settle their bets */
  fixturesResulted: [{ fixtureIds: number[] }];
  /** a member's balance changed (bet placed, settled, cancelled, operator credit) */
  balance: [{ memberId: number; emoney: number; point: number }];
  /**
   * A member's row or sessions changed other than by a balance movement (a profile or an operator's
   * edit, a login elsewhere, a logout): what a process keeps about the member must be read again.
   */
  memberChanged: [{ memberId: number }];
  /** a notification was written for a member (committed): their open pages show it */
  notification: [{ memberId: number; notification: MemberNotification }];
  /** an operator changed the sportsbook's settings or a level's bet limits */
  betRulesChanged: [];
  /** a minigame round opened, closed or was drawn (the secret only once drawn); seconds as of publishing */
  minigameRound: [MinigameRound];
  /**
   * Local only, never sent to other processes: events from other processes may have been lost (the
   * bus lost its database connection and has it back). Streams make their clients fetch again.
   */
  resync: [];
}

export type BusEventName = keyof BusEvents;

/** Events that cross processes; `resync` is about this process's own connection. */
export const SHARED_BUS_EVENTS = [
  'odds',
  'fixturesResulted',
  'balance',
  'memberChanged',
  'notification',
  'betRulesChanged',
  'minigameRound',
] as const satisfies readonly Exclude<BusEventName, 'resync'>[];

/**
 * The bus every module publishes on and listens to. `LocalBus` when one process runs; `NotifyBus`
 * (PostgreSQL LISTEN/NOTIFY) when several processes share a database. Subscribers in the publishing
 * process are called synchronously inside publish() in both, except inside a transaction: there the
 * event waits for the commit (and is dropped by a rollback), so nobody hears of a row that may never
 * exist, and the NOTIFY does not ask the pool for a connection while the transaction holds one. A
 * service that publishes after its own transaction may be run inside an operator's audited one.
 */
export interface EventBus {
  publish<K extends BusEventName>(event: K, ...payload: BusEvents[K]): void;
  /** Returns the unsubscribe function. */
  subscribe<K extends BusEventName>(event: K, listener: (...payload: BusEvents[K]) => void): () => void;
  /** How many listen to an event: streams let go of the bus when their last client leaves (tests check it). */
  listenerCount(event: BusEventName): number;
  /** Lets go of what the bus holds (the LISTEN connection); local subscribers keep working. */
  close(): Promise<void>;
}

/** The in-process bus: enough while one process runs the whole site. */
export class LocalBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open stream (one per browser tab) listens; there is no leak to warn about.
    this.emitter.setMaxListeners(0);
  }

  publish<K extends BusEventName>(event: K, ...payload: BusEvents[K]): void {
    afterCommit(() => this.emitter.emit(event, ...payload));
  }

  listenerCount(event: BusEventName): number {
    return this.emitter.listenerCount(event);
  }

  subscribe<K extends BusEventName>(event: K, listener: (...payload: BusEvents[K]) => void): () => void {
    this.emitter.on(event, listener as (...args: unknown[]) => void);
    return () => this.emitter.off(event, listener as (...args: unknown[]) => void);
  }

  async close(): Promise<void> {}
}
