import { describe, expect, it } from 'vitest';

import { cacheNameOf, isCacheable, routeOf, staleCaches, type SwRequest } from './sw-routing';

const ORIGIN = 'https://site.example';
const get = (path: string, over: Partial<SwRequest> = {}): SwRequest => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'cors',
  accept: '*/*',
  ...over,
});

describe('what the service worker answers', () => {
  it('never touches the API, its event streams or anything but a GET of this site', () => {
    expect(routeOf(get('/api/user/info'), ORIGIN)).toBe('pass');
    expect(routeOf(get('/api'), ORIGIN)).toBe('pass');
    expect(routeOf(get('/api/sports/stream', { accept: 'text/event-stream' }), ORIGIN)).toBe('pass');
    expect(routeOf(get('/live', { accept: 'text/event-stream' }), ORIGIN)).toBe('pass');
    expect(routeOf(get('/assets/abc1234.js', { method: 'POST' }), ORIGIN)).toBe('pass');
    expect(routeOf({ ...get('/assets/abc1234.js'), url: 'https://cdn.example/assets/abc1234.js' }, ORIGIN)).toBe(
      'pass',
    );
    // Even a page load of an API address (a member opening a JSON link) goes straight to the server.
    expect(routeOf(get('/api/user/info', { mode: 'navigate' }), ORIGIN)).toBe('pass');
  });

  it('loads pages from the network first, with the shell as the offline fallback', () => {
    expect(routeOf(get('/', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(routeOf(get('/minigame/eos/powerball1?x=1', { mode: 'navigate' }), ORIGIN)).toBe('page');
  });

  it('serves hashed files and icons from its cache, and leaves unhashed files and queried addresses to the server', () => {
    expect(routeOf(get('/assets/abc1234.js'), ORIGIN)).toBe('immutable');
    expect(routeOf(get('/assets/noto-sans-kr-korean-400-normal-D1a2b3c4.woff2'), ORIGIN)).toBe('immutable');
    expect(routeOf(get('/icons/icon-192.png'), ORIGIN)).toBe('immutable');
    expect(routeOf(get('/assets/abc1234.js?v=2'), ORIGIN)).toBe('pass');
    expect(routeOf(get('/build.json'), ORIGIN)).toBe('pass');
    expect(routeOf(get('/manifest.webmanifest'), ORIGIN)).toBe('pass');
    expect(routeOf(get('/sw.js'), ORIGIN)).toBe('pass');
  });

  it('keeps only whole, successful answers of this site', () => {
    expect(isCacheable({ status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 0, type: 'opaque' })).toBe(false);
  });
});

describe("each build's cache", () => {
  it("deletes every other build's cache on activation, and nobody else's", () => {
    const names = [cacheNameOf('aaaaaaaaaaaa'), cacheNameOf('bbbbbbbbbbbb'), 'someone-elses-cache'];
    expect(staleCaches(names, 'bbbbbbbbbbbb')).toEqual([cacheNameOf('aaaaaaaaaaaa')]);
    expect(staleCaches([cacheNameOf('bbbbbbbbbbbb')], 'bbbbbbbbbbbb')).toEqual([]);
  });
});
