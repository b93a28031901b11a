/**
 * The odds stream (GET /sports/stream, Server-Sent Events): one connection per browser tab while a
 * book page is open. Batches are applied once per animation frame into the odds store, so only the
 * buttons whose selection changed re-render, and passed on to the bet cart. A lost stream is said,
 * retried with backoff, and caught up by refetching the lists.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';

import type { FixturePage, FixtureStatus, OddsUpdate } from '@site/contracts/api/sports';
import { SPORTS_STREAM_EVENT } from '@site/contracts/api/sports-codes';
import { sportsEndpoints } from '@site/contracts/endpoints/sports';

import { API_BASE } from '../../../lib/api-client';
import { applyOddsToSlip } from '../../bet-slip/api/bet-slip';
import { applyOddsBatch, resetOdds } from '../odds-store';
import { reconnectDelay } from '../../../lib/reconnect-backoff';
import { sportsKeys } from './sports-queries';

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'lost';

export const useStreamStatus = create<{ status: StreamStatus }>(() => ({ status: 'idle' }));

const setStatus = (status: StreamStatus) => useStreamStatus.setState({ status });

/** Batches of one animation frame as one update for the cart: the later change of an id wins there. */
export function mergeUpdates(updates: readonly OddsUpdate[]): OddsUpdate {
  return {
    seq: updates.at(-1)?.seq ?? 0,
    selections: updates.flatMap((update) => update.selections),
    markets: updates.flatMap((update) => update.markets),
    fixtures: updates.flatMap((update) => update.fixtures),
  };
}

const changeCount = (update: OddsUpdate): number =>
  update.selections.length + update.markets.length + update.fixtures.length;

/**
 * The first `max` changes of the queue, in order, and what is left. A batch larger than that is
 * split: the feed sends a second's changes at once, and applying hundreds in one frame would
 * re-render hundreds of buttons in one task.
 */
export function takeChanges(queue: readonly OddsUpdate[], max: number): { taken: OddsUpdate[]; rest: OddsUpdate[] } {
  const taken: OddsUpdate[] = [];
  let room = max;
  let index = 0;
  for (; index < queue.length && room > 0; index += 1) {
    const update = queue[index] as OddsUpdate;
    const size = changeCount(update);
    if (size <= room) {
      taken.push(update);
      room -= size;
      continue;
    }
    const selections = update.selections.slice(0, room);
    const markets = update.markets.slice(0, room - selections.length);
    const fixtures = update.fixtures.slice(0, room - selections.length - markets.length);
    taken.push({ seq: update.seq, selections, markets, fixtures });
    const rest: OddsUpdate = {
      seq: update.seq,
      selections: update.selections.slice(selections.length),
      markets: update.markets.slice(markets.length),
      fixtures: update.fixtures.slice(fixtures.length),
    };
    return { taken, rest: [rest, ...queue.slice(index + 1)] };
  }
  return { taken, rest: queue.slice(index) };
}

/** A gap in the numbering means batches were lost: the lists must be fetched again. */
export const isSeqGap = (lastSeq: number | null, seq: number): boolean => lastSeq !== null && seq !== lastSeq + 1;

const parseUpdate = (data: unknown): OddsUpdate | null => {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as OddsUpdate;
    return typeof value.seq === 'number' && Array.isArray(value.selections) ? value : null;
  } catch {
    return null;
  }
};

/** How long the connection outlives the last book page: moving between books keeps it. */
const CLOSE_DELAY_MS = 2_000;
/** Fixtures starting or ending refetch the lists, at most this often. */
const LIST_REFRESH_MS = 3_000;
/** Frames do not run in a hidden tab; batches are applied by a timer there. */
const HIDDEN_FLUSH_MS = 500;
/** Changes applied in one frame; a backlog is still worked off within a few frames. */
const CHANGES_PER_FRAME = 40;
const BACKLOG_FRAMES = 10;

export class OddsConnection {
  private users = 0;
  private source: EventSource | null = null;
  private queryClient: QueryClient | null = null;
  private attempt = 0;
  private everOpened = false;
  private lastSeq: number | null = null;
  private queue: OddsUpdate[] = [];
  private frame = 0;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private refreshBooks = false;
  /** the last status the stream gave each fixture; a different one means the lists changed */
  private fixtureStatus = new Map<number, FixtureStatus>();

  acquire(queryClient: QueryClient): void {
    this.queryClient = queryClient;
    this.users += 1;
    clearTimeout(this.closeTimer);
    if (!this.source && this.reconnectTimer === undefined) this.open();
  }

  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    clearTimeout(this.closeTimer);
    this.closeTimer = setTimeout(() => this.close(), CLOSE_DELAY_MS);
  }

  private open(): void {
    this.reconnectTimer = undefined;
    if (useStreamStatus.getState().status !== 'lost') setStatus('connecting');
    const source = new EventSource(API_BASE + sportsEndpoints.oddsStream.path);
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      const reconnected = this.everOpened || this.attempt > 0;
      this.everOpened = true;
      this.attempt = 0;
      this.lastSeq = null;
      setStatus('open');
      if (reconnected) this.catchUp();
    };
    source.addEventListener(SPORTS_STREAM_EVENT, (event) => {
      if (this.source !== source) return;
      const update = parseUpdate((event as MessageEvent).data);
      if (update) this.receive(update);
    });
    source.onerror = () => {
      if (this.source !== source) return;
      // EventSource would retry on its own at its own pace; we close it and back off instead.
      source.close();
      this.source = null;
      setStatus('lost');
      this.reconnectTimer = setTimeout(() => this.open(), reconnectDelay(this.attempt));
      this.attempt += 1;
    };
  }

  private close(): void {
    this.source?.close();
    this.source = null;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.cancelFlush();
    this.queue = [];
    this.lastSeq = null;
    this.attempt = 0;
    this.everOpened = false;
    this.fixtureStatus.clear();
    // What the stream said until now is stale by the time a book opens again, and so are the
    // cached lists it was keeping current: that book fetches them anew.
    resetOdds();
    for (const queryKey of sportsKeys.books)
      void this.queryClient?.invalidateQueries({ queryKey, refetchType: 'none' });
    setStatus('idle');
  }

  private receive(update: OddsUpdate): void {
    const gap = isSeqGap(this.lastSeq, update.seq);
    this.lastSeq = update.seq;
    if (gap) {
      this.catchUp();
      return;
    }
    this.noticeFixtureChanges(update);
    this.queue.push(update);
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => this.flush());
    this.flushTimer = setTimeout(() => this.flush(), HIDDEN_FLUSH_MS);
  }

  private cancelFlush(): void {
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
    clearTimeout(this.flushTimer);
  }

  private flush(): void {
    this.cancelFlush();
    const pending = this.queue.reduce((sum, update) => sum + changeCount(update), 0);
    const { taken, rest } = takeChanges(this.queue, Math.max(CHANGES_PER_FRAME, Math.ceil(pending / BACKLOG_FRAMES)));
    this.queue = rest;
    if (taken.length > 0) {
      applyOddsBatch(taken);
      applyOddsToSlip(mergeUpdates(taken));
    }
    if (this.queue.length > 0) this.scheduleFlush();
  }

  /** After a reconnect or a lost batch: forget the stream's prices and fetch every list again. */
  private catchUp(): void {
    this.queue = [];
    this.cancelFlush();
    this.fixtureStatus.clear();
    resetOdds();
    for (const queryKey of sportsKeys.books) void this.queryClient?.invalidateQueries({ queryKey });
  }

  /**
   * A fixture that starts, ends or is cancelled leaves some lists and joins others, and a new live
   * fixture joins the live boards: such changes refetch the lists (coalesced), clocks and scores do not.
   */
  private noticeFixtureChanges(update: OddsUpdate): void {
    for (const fixture of update.fixtures) {
      const before = this.fixtureStatus.get(fixture.id) ?? this.cachedStatus(fixture.id);
      this.fixtureStatus.set(fixture.id, fixture.status);
      if (before === fixture.status) continue;
      if (before === undefined && fixture.status !== 'live') continue;
      this.refreshBooks ||= before !== undefined;
      this.scheduleListRefresh();
    }
  }

  private cachedStatus(fixtureId: number): FixtureStatus | undefined {
    const pages = this.queryClient?.getQueriesData<FixturePage>({ queryKey: sportsKeys.lists() }) ?? [];
    for (const [, page] of pages) {
      const found = page?.items.find((item) => item.id === fixtureId);
      if (found) return found.status;
    }
    return undefined;
  }

  private scheduleListRefresh(): void {
    if (this.refreshTimer !== undefined) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      const everyBook = this.refreshBooks;
      this.refreshBooks = false;
      const client = this.queryClient;
      if (!client) return;
      // A fixture the lists did not hold that went live concerns only the live books.
      const keys = everyBook ? [sportsKeys.lists()] : [sportsKeys.lists('inplay'), sportsKeys.lists('live')];
      for (const queryKey of [...keys, sportsKeys.counts, sportsKeys.fixtures])
        void client.invalidateQueries({ queryKey });
    }, LIST_REFRESH_MS);
  }
}

const connection = new OddsConnection();

/** Keeps the odds stream open while the calling page is shown. */
export function useOddsStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    connection.acquire(queryClient);
    return () => connection.release();
  }, [queryClient]);
}
