import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FixturePage, OddsUpdate } from '@site/contracts/api/sports';

import { oddsStore } from '../odds-store';
import { fixture } from '../test-fixtures';
import { OddsConnection, isSeqGap, mergeUpdates, takeChanges, useStreamStatus } from './odds-stream';
import { fixturePageQuery, sportsKeys } from './sports-queries';

/** Stands in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((event: MessageEvent) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  send(update: OddsUpdate) {
    for (const listener of this.listeners) listener(new MessageEvent('update', { data: JSON.stringify(update) }));
  }
  static latest(): FakeEventSource {
    const source = FakeEventSource.all.at(-1);
    if (!source) throw new Error('no stream was opened');
    return source;
  }
}

const update = (seq: number, changes: Partial<OddsUpdate> = {}): OddsUpdate => ({
  seq,
  selections: [],
  markets: [],
  fixtures: [],
  ...changes,
});
const priceChange = (id: number, price: number) => ({ id, marketId: 1, fixtureId: 1, price, status: 'open' as const });

describe('the odds stream connection', () => {
  let queryClient: QueryClient;
  let connection: OddsConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.all = [];
    queryClient = new QueryClient();
    connection = new OddsConnection();
  });

  afterEach(() => {
    connection.release();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream however many pages use it', () => {
    connection.acquire(queryClient);
    connection.acquire(queryClient);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/sports/stream');
  });

  it('applies the batches of a frame into the store together', () => {
    connection.acquire(queryClient);
    const source = FakeEventSource.latest();
    source.onopen?.();
    source.send(update(1, { selections: [priceChange(11, 1.8)] }));
    source.send(update(2, { selections: [priceChange(11, 1.9), priceChange(12, 3.1)] }));
    expect(oddsStore.selections.get(11)).toBeUndefined();
    vi.advanceTimersByTime(600);
    expect(oddsStore.selections.get(11)?.price).toBe(1.9);
    expect(oddsStore.selections.get(12)?.price).toBe(3.1);
  });

  it('says the stream is lost, retries after 1 s, 2 s, 4 s, and catches up once back', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    connection.acquire(queryClient);
    FakeEventSource.latest().onopen?.();
    expect(useStreamStatus.getState().status).toBe('open');

    FakeEventSource.latest().onerror?.();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(useStreamStatus.getState().status).toBe('lost');
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);

    FakeEventSource.latest().onerror?.();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);
    expect(useStreamStatus.getState().status).toBe('lost');

    FakeEventSource.latest().onopen?.();
    expect(useStreamStatus.getState().status).toBe('open');
    for (const queryKey of sportsKeys.books) expect(invalidate).toHaveBeenCalledWith({ queryKey });
  });

  it('refetches the lists when a batch was lost, instead of applying the next one', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    connection.acquire(queryClient);
    const source = FakeEventSource.latest();
    source.onopen?.();
    source.send(update(1, { selections: [priceChange(21, 1.8)] }));
    vi.advanceTimersByTime(600);
    source.send(update(3, { selections: [priceChange(21, 2.2)] }));
    vi.advanceTimersByTime(600);
    for (const queryKey of sportsKeys.books) expect(invalidate).toHaveBeenCalledWith({ queryKey });
    expect(oddsStore.selections.get(21)).toBeUndefined();
  });

  it('refetches the lists when a listed fixture starts or finishes, but not for a new clock', () => {
    const listed = fixture({ id: 501, status: 'scheduled' });
    const page: FixturePage = { items: [listed], page: 1, pageCount: 1, totalCount: 1 };
    queryClient.setQueryData(fixturePageQuery('cross', {}).queryKey, page);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    connection.acquire(queryClient);
    const source = FakeEventSource.latest();
    source.onopen?.();
    const clock = (text: string) => ({ clock: text, homeScore: 0, awayScore: 0 });

    source.send(update(1, { fixtures: [{ id: 501, status: 'live', live: clock("1'") }] }));
    vi.advanceTimersByTime(3_000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.lists() });

    invalidate.mockClear();
    source.send(update(2, { fixtures: [{ id: 501, status: 'live', live: clock("2'") }] }));
    vi.advanceTimersByTime(3_000);
    expect(invalidate).not.toHaveBeenCalled();

    source.send(update(3, { fixtures: [{ id: 501, status: 'finished', live: clock("90'") }] }));
    vi.advanceTimersByTime(3_000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.lists() });
  });

  it('keeps the stream while moving between books, and closes it when the last one is left', () => {
    const listKey = fixturePageQuery('cross', {}).queryKey;
    queryClient.setQueryData(listKey, { items: [], page: 1, pageCount: 0, totalCount: 0 });
    connection.acquire(queryClient);
    connection.release();
    vi.advanceTimersByTime(1_000);
    connection.acquire(queryClient);
    connection.release();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(useStreamStatus.getState().status).toBe('idle');
    // The lists it kept current are stale now: the next book fetches them again.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    connection.acquire(queryClient);
  });
});

describe('stream helpers', () => {
  it('sees a gap only between known, non-consecutive numbers', () => {
    expect(isSeqGap(null, 17)).toBe(false);
    expect(isSeqGap(4, 5)).toBe(false);
    expect(isSeqGap(4, 6)).toBe(true);
    expect(isSeqGap(4, 4)).toBe(true);
  });

  it('takes at most so many changes for a frame, splitting a large batch and keeping the order', () => {
    const big = update(1, {
      selections: [priceChange(1, 1.1), priceChange(2, 1.2), priceChange(3, 1.3)],
      fixtures: [{ id: 9, status: 'live', live: null }],
    });
    const next = update(2, { selections: [priceChange(4, 1.4)] });
    const first = takeChanges([big, next], 2);
    expect(first.taken).toEqual([{ ...big, selections: big.selections.slice(0, 2), fixtures: [] }]);
    const second = takeChanges(first.rest, 3);
    expect(second.taken).toEqual([{ ...big, selections: big.selections.slice(2) }, next]);
    expect(second.rest).toEqual([]);
    expect(takeChanges([next], 5)).toEqual({ taken: [next], rest: [] });
  });

  it('merges the batches of a frame for the cart, keeping their order', () => {
    const merged = mergeUpdates([
      update(1, { selections: [priceChange(1, 1.5)] }),
      update(2, { selections: [priceChange(1, 1.6)] }),
    ]);
    expect(merged.seq).toBe(2);
    expect(merged.selections.map((change) => change.price)).toEqual([1.5, 1.6]);
  });
});
