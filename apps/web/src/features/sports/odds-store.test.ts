import { beforeEach, describe, expect, it } from 'vitest';

import type { OddsUpdate } from '@site/contracts/api/sports';

import { KeyedStore, applyOddsBatch, applyUpdates, oddsStore, priceDirection, resetOdds } from './odds-store';

const update = (seq: number, changes: Partial<OddsUpdate> = {}): OddsUpdate => ({
  seq,
  selections: [],
  markets: [],
  fixtures: [],
  ...changes,
});
const price = (id: number, value: number, status: 'open' | 'suspended' = 'open') => ({
  id,
  marketId: 100,
  fixtureId: 1000,
  price: value,
  status,
});
const emptyMaps = () => ({
  selections: new Map(),
  markets: new Map(),
  fixtures: new Map(),
  fixtureStatuses: new Map(),
});

describe('applyUpdates', () => {
  it('keeps the latest price of each selection with the one before it', () => {
    const maps = emptyMaps();
    applyUpdates(maps, [update(1, { selections: [price(1, 1.8)] }), update(2, { selections: [price(1, 1.9)] })], 5);
    expect(maps.selections.get(1)).toEqual({ price: 1.9, previousPrice: 1.8, status: 'open', changedTick: 5 });
  });

  it('replaces only the entries that changed, so other buttons see the same object', () => {
    const maps = emptyMaps();
    applyUpdates(maps, [update(1, { selections: [price(1, 1.8), price(2, 2.1)] })], 1);
    const untouched = maps.selections.get(2);
    const before = maps.selections.get(1);
    applyUpdates(maps, [update(2, { selections: [price(1, 1.7)] })], 2);
    expect(maps.selections.get(2)).toBe(untouched);
    expect(maps.selections.get(1)).not.toBe(before);
  });

  it('a status change alone does not count as a price change', () => {
    const maps = emptyMaps();
    applyUpdates(maps, [update(1, { selections: [price(1, 1.8)] }), update(2, { selections: [price(1, 2.0)] })], 1);
    applyUpdates(maps, [update(3, { selections: [price(1, 2.0, 'suspended')] })], 2);
    expect(maps.selections.get(1)).toEqual({ price: 2.0, previousPrice: 1.8, status: 'suspended', changedTick: 1 });
  });

  it('locks and unlocks markets, and patches clocks and scores', () => {
    const maps = emptyMaps();
    const live = { clock: "67'", homeScore: 1, awayScore: 0 };
    applyUpdates(
      maps,
      [
        update(1, { markets: [{ id: 7, fixtureId: 1, status: 'suspended' }] }),
        update(2, {
          markets: [{ id: 7, fixtureId: 1, status: 'open' }],
          fixtures: [{ id: 1, status: 'live', live }],
        }),
      ],
      1,
    );
    expect(maps.markets.get(7)).toBe('open');
    expect(maps.fixtures.get(1)).toEqual({ status: 'live', live });
    const entry = maps.fixtures.get(1);
    applyUpdates(maps, [update(3, { fixtures: [{ id: 1, status: 'live', live: { ...live } }] })], 2);
    expect(maps.fixtures.get(1)).toBe(entry);
  });
});

describe('priceDirection', () => {
  it('compares with the previous streamed price, or with the list price for the first change', () => {
    expect(priceDirection(undefined, 1.8)).toBeNull();
    expect(priceDirection({ price: 1.9, previousPrice: null, status: 'open', changedTick: 1 }, 1.8)).toBe('up');
    expect(priceDirection({ price: 1.7, previousPrice: 1.9, status: 'open', changedTick: 1 }, 1.5)).toBe('down');
    expect(priceDirection({ price: 1.8, previousPrice: null, status: 'suspended', changedTick: 1 }, 1.8)).toBeNull();
  });
});

describe('the odds store', () => {
  beforeEach(() => resetOdds());

  it('tells only the listeners of the ids that changed, once per batch', () => {
    const heard: number[] = [];
    const unsubscribe = [1, 2, 3].map((id) => oddsStore.selections.subscribe(id, () => heard.push(id)));
    applyOddsBatch([
      update(1, { selections: [price(1, 1.8)] }),
      update(2, { selections: [price(1, 1.9), price(2, 2.5)] }),
    ]);
    expect(heard).toEqual([1, 2]);
    expect(oddsStore.selections.get(1)?.price).toBe(1.9);
    heard.length = 0;
    applyOddsBatch([update(3, { selections: [price(2, 2.5)] })]);
    expect(heard).toEqual([]);
    unsubscribe.forEach((stop) => stop());
  });

  it('tells a row of a start or an end, but not of a new clock', () => {
    const heard: string[] = [];
    const stopStatus = oddsStore.fixtureStatuses.subscribe(9, () => heard.push('status'));
    const stopLive = oddsStore.fixtures.subscribe(9, () => heard.push('live'));
    const live = (clock: string) => ({ clock, homeScore: 0, awayScore: 0 });
    applyOddsBatch([update(1, { fixtures: [{ id: 9, status: 'live', live: live("1'") }] })]);
    applyOddsBatch([update(2, { fixtures: [{ id: 9, status: 'live', live: live("2'") }] })]);
    applyOddsBatch([update(3, { fixtures: [{ id: 9, status: 'finished', live: live("2'") }] })]);
    expect(heard).toEqual(['live', 'status', 'live', 'live', 'status']);
    stopStatus();
    stopLive();
  });

  it('forgets everything on reset and tells whoever listens, so the refetched lists show again', () => {
    applyOddsBatch([update(1, { selections: [price(1, 1.8)] })]);
    let heard = 0;
    const stop = oddsStore.selections.subscribe(1, () => (heard += 1));
    resetOdds();
    stop();
    expect(oddsStore.selections.get(1)).toBeUndefined();
    expect(heard).toBe(1);
  });

  it('stops calling a listener once it unsubscribed', () => {
    const store = new KeyedStore<number>();
    let heard = 0;
    const stop = store.subscribe(5, () => (heard += 1));
    store.notify([5]);
    stop();
    store.notify([5]);
    expect(heard).toBe(1);
  });
});
