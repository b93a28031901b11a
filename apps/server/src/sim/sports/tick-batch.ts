import type { OddsUpdate } from '@site/contracts/api/sports';
import type { TickWrites } from './feed-store';

/**
 * What one tick changes: the rows to write, the batch to publish, and the changes to the feed's own
 * memory, applied only once the rows are written (a failed write leaves the feed as it was, and the
 * next tick tries again).
 */
export class TickBatch {
  readonly writes: TickWrites = {
    newFixtures: [],
    commitments: [],
    newMarkets: [],
    newSelections: [],
    fixtureUpdates: [],
    marketUpdates: [],
    selectionUpdates: [],
  };
  readonly update: Omit<OddsUpdate, 'seq'> = { selections: [], markets: [], fixtures: [] };
  /** fixtures finished or cancelled in this tick, whose selections now carry results */
  readonly resulted: number[] = [];
  /** changed prices, counted against the in-play change rate */
  priceChanges = 0;
  private readonly commits: (() => void)[] = [];

  onCommit(apply: () => void): void {
    this.commits.push(apply);
  }

  commit(): void {
    for (const apply of this.commits) apply();
  }

  get hasUpdate(): boolean {
    return this.update.selections.length + this.update.markets.length + this.update.fixtures.length > 0;
  }
}

/** Largest batch the stream sends as one event; a fast-forward that settles hundreds of fixtures sends several. */
const MAX_SELECTIONS_PER_EVENT = 2000;

export function splitUpdate(update: Omit<OddsUpdate, 'seq'>): Omit<OddsUpdate, 'seq'>[] {
  if (update.selections.length <= MAX_SELECTIONS_PER_EVENT) return [update];
  const parts: Omit<OddsUpdate, 'seq'>[] = [];
  for (let start = 0; start < update.selections.length; start += MAX_SELECTIONS_PER_EVENT) {
    // Market and fixture states go last, after the prices they close.
    const last = start + MAX_SELECTIONS_PER_EVENT >= update.selections.length;
    parts.push({
      selections: update.selections.slice(start, start + MAX_SELECTIONS_PER_EVENT),
      markets: last ? update.markets : [],
      fixtures: last ? update.fixtures : [],
    });
  }
  return parts;
}
