import { afterEach, describe, expect, it, vi } from 'vitest';

import { mayPrefetch, prefetchPage } from './prefetch';
import type { RouteEntry } from './routes';

const route = (path: string): RouteEntry => ({
  path,
  title: path,
  layout: 'main',
  access: 'everyone',
  load: vi.fn(() => Promise.resolve({ default: () => null })),
});

const onConnection = (connection: object | undefined) => vi.stubGlobal('navigator', { ...navigator, connection });

afterEach(() => vi.unstubAllGlobals());

describe('prefetching a menu link’s page (SPEC.md §5)', () => {
  it('is skipped on 2g, slow 2g and with data saver on, and done otherwise', () => {
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    // Safari and Firefox say nothing about the connection.
    expect(mayPrefetch(undefined)).toBe(true);
  });

  it('loads the code of the page the link leads to, query and all, and nothing on a slow connection', () => {
    const eventList = route('/event');
    const table = [eventList, route('/event/:id'), route('/korea')];
    onConnection({ effectiveType: '4g' });
    prefetchPage('/korea?sport_id=6046&time=1', table);
    prefetchPage('/event/3', table);
    expect(table.map((entry) => vi.mocked(entry.load).mock.calls.length)).toEqual([0, 1, 1]);

    onConnection({ effectiveType: '2g' });
    prefetchPage('/event', table);
    expect(eventList.load).not.toHaveBeenCalled();
  });

  it('keeps a failed load to itself: following the link tries again', async () => {
    const failing = { ...route('/free'), load: vi.fn(() => Promise.reject(new Error('offline'))) };
    onConnection({ effectiveType: '4g' });
    expect(() => prefetchPage('/free', [failing])).not.toThrow();
    await Promise.resolve();
    expect(failing.load).toHaveBeenCalledOnce();
  });
});
