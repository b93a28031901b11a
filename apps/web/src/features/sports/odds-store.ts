import { useCallback, useSyncExternalStore } from 'react';

import type { FixtureStatus, LiveState, OddsUpdate, TradingStatus } from '@site/contracts/api/sports';

export interface SelectionLive {
  price: number;
  /** the price before the last change the stream carried; null until the stream changed it twice */
  previousPrice: number | null;
  status: TradingStatus;
  /** the batch (tick) in which the price last changed; a button flashes for changes after it mounted */
  changedTick: number;
}

export interface FixtureLive {
  status: FixtureStatus;
  live: LiveState | null;
}

interface Entries<V> {
  get(id: number): V | undefined;
  set(id: number, value: V): unknown;
}

export interface OddsMaps {
  selections: Entries<SelectionLive>;
  markets: Entries<TradingStatus>;
  fixtures: Entries<FixtureLive>;
  /** a fixture's status alone, so that rows hear of starts and ends but not of every clock tick */
  fixtureStatuses: Entries<FixtureStatus>;
}

export interface ChangedIds {
  selections: Set<number>;
  markets: Set<number>;
  fixtures: Set<number>;
  fixtureStatuses: Set<number>;
}

const sameLive = (a: LiveState | null, b: LiveState | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.clock === b.clock && a.homeScore === b.homeScore && a.awayScore === b.awayScore);

/**
 * Writes batches of the odds stream into the maps, in order, and answers which ids changed. Every
 * changed entry is a new object and untouched ones keep theirs.
 */
export function applyUpdates(maps: OddsMaps, updates: readonly OddsUpdate[], tick: number): ChangedIds {
  const changed: ChangedIds = {
    selections: new Set(),
    markets: new Set(),
    fixtures: new Set(),
    fixtureStatuses: new Set(),
  };
  for (const update of updates) {
    for (const change of update.selections) {
      const known = maps.selections.get(change.id);
      let next: SelectionLive | undefined;
      if (!known) next = { price: change.price, previousPrice: null, status: change.status, changedTick: tick };
      else if (known.price !== change.price)
        next = { price: change.price, previousPrice: known.price, status: change.status, changedTick: tick };
      else if (known.status !== change.status) next = { ...known, status: change.status };
      if (next) {
        maps.selections.set(change.id, next);
        changed.selections.add(change.id);
      }
    }
    for (const market of update.markets) {
      if (maps.markets.get(market.id) === market.status) continue;
      maps.markets.set(market.id, market.status);
      changed.markets.add(market.id);
    }
    for (const fixture of update.fixtures) {
      const known = maps.fixtures.get(fixture.id);
      if (known && known.status === fixture.status && sameLive(known.live, fixture.live)) continue;
      maps.fixtures.set(fixture.id, { status: fixture.status, live: fixture.live });
      changed.fixtures.add(fixture.id);
      if (maps.fixtureStatuses.get(fixture.id) !== fixture.status) {
        maps.fixtureStatuses.set(fixture.id, fixture.status);
        changed.fixtureStatuses.add(fixture.id);
      }
    }
  }
  return changed;
}

export type PriceDirection = 'up' | 'down' | null;

/** Which way the price last moved: against the stream's previous price, or the list's before that. */
export function priceDirection(live: SelectionLive | undefined, listPrice: number): PriceDirection {
  if (!live) return null;
  const before = live.previousPrice ?? listPrice;
  if (live.price > before) return 'up';
  if (live.price < before) return 'down';
  return null;
}

/**
 * Values by id, with listeners by id: a change to one id calls only that id's listeners. The live
 * board holds thousands of buttons; a store whose every change runs every subscriber's selector
 * would cost thousands of calls per frame, this one costs one per changed price.
 */
export class KeyedStore<V> implements Entries<V> {
  private readonly values = new Map<number, V>();
  private readonly listeners = new Map<number, Set<() => void>>();

  get(id: number): V | undefined {
    return this.values.get(id);
  }

  set(id: number, value: V): void {
    this.values.set(id, value);
  }

  get size(): number {
    return this.values.size;
  }

  subscribe(id: number, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  notify(ids: Iterable<number>): void {
    for (const id of ids) this.listeners.get(id)?.forEach((listener) => listener());
  }

  /** Forgets every value and tells everyone listening. */
  clear(): void {
    this.values.clear();
    this.notify([...this.listeners.keys()]);
  }
}

/** The live prices, market states and clocks of the stream, by id. */
export const oddsStore = {
  selections: new KeyedStore<SelectionLive>(),
  markets: new KeyedStore<TradingStatus>(),
  fixtures: new KeyedStore<FixtureLive>(),
  fixtureStatuses: new KeyedStore<FixtureStatus>(),
};

let tick = 0;

/** The number of batches applied so far; a button remembers it at mount to flash only later changes. */
export const currentOddsTick = (): number => tick;

export function applyOddsBatch(updates: readonly OddsUpdate[]): void {
  if (updates.length === 0) return;
  tick += 1;
  const changed = applyUpdates(oddsStore, updates, tick);
  // Every value is written before anyone hears, so a re-render never sees half a batch.
  oddsStore.selections.notify(changed.selections);
  oddsStore.markets.notify(changed.markets);
  oddsStore.fixtures.notify(changed.fixtures);
  oddsStore.fixtureStatuses.notify(changed.fixtureStatuses);
}

/** Forgets what the stream said, when the lists are about to be fetched again (reconnect, gap). */
export function resetOdds(): void {
  tick += 1;
  oddsStore.selections.clear();
  oddsStore.markets.clear();
  oddsStore.fixtures.clear();
  oddsStore.fixtureStatuses.clear();
}

function useKeyed<V>(store: KeyedStore<V>, id: number): V | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.get(id));
}

export const useSelectionLive = (id: number): SelectionLive | undefined => useKeyed(oddsStore.selections, id);

export const useMarketStatus = (id: number): TradingStatus | undefined => useKeyed(oddsStore.markets, id);

export const useFixtureLive = (id: number): FixtureLive | undefined => useKeyed(oddsStore.fixtures, id);

export const useFixtureStatus = (id: number): FixtureStatus | undefined => useKeyed(oddsStore.fixtureStatuses, id);
