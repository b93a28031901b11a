import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { loadBetLimits, loadSportsSettings } from './rules';
import type { BetLimitRow } from './rules-repo';

/**
 * The sportsbook's settings and the levels' bet limits as this process last read them: every bet and
 * every cart read them, and an operator changes them a few times a day. A change is announced on the bus
 * ('betRulesChanged', in every process), which drops what is kept; a read that began before a change is
 * not kept, so it cannot put back the values the change replaced.
 */
export class BetRulesSource {
  private settings: Promise<SportsSettings> | undefined;
  private readonly limits = new Map<number, Promise<Omit<BetLimitRow, 'level'>>>();
  private generation = 0;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Database,
    bus: EventBus,
  ) {
    const forget = () => this.forget();
    // resync: a change made by another process may have been missed.
    this.unsubscribe = [bus.subscribe('betRulesChanged', forget), bus.subscribe('resync', forget)];
  }

  sportsSettings(): Promise<SportsSettings> {
    if (this.settings) return this.settings;
    const loading = this.keepWhileCurrent(loadSportsSettings(this.db), () => (this.settings = undefined));
    this.settings = loading;
    return loading;
  }

  betLimits(level: number): Promise<Omit<BetLimitRow, 'level'>> {
    const kept = this.limits.get(level);
    if (kept) return kept;
    const loading = this.keepWhileCurrent(loadBetLimits(this.db, level), () => this.limits.delete(level));
    this.limits.set(level, loading);
    return loading;
  }

  close(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.forget();
  }

  /** A load that fails, or that a change overtook, is not kept (drop() runs only for the same generation). */
  private keepWhileCurrent<T>(loading: Promise<T>, drop: () => void): Promise<T> {
    const generation = this.generation;
    loading.catch(() => {
      if (generation === this.generation) drop();
    });
    return loading;
  }

  private forget(): void {
    this.generation++;
    this.settings = undefined;
    this.limits.clear();
  }
}
