/**
 * The site's service worker (docs/decisions/040), built on its own into /sw.js by
 * build/app/app-shell.ts, which fills in the build id and the shell's files. Each build's worker owns
 * one cache named after the build: installing it stores the shell (the home page and the files it
 * loads first), activating it deletes every other build's cache, so an old index.html can never be
 * served beside new files or the other way round. What it serves from the cache is in sw-routing.ts:
 * never an API answer or an event stream.
 */
import { BUILD_META_NAME } from '@site/contracts/app-shell';

import { cacheNameOf, isCacheable, routeOf, staleCaches } from './sw-routing';

declare const __BUILD_ID__: string;
declare const __SHELL_FILES__: readonly string[];

/** The parts of the worker's global scope used here (the DOM library does not describe a worker). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = cacheNameOf(__BUILD_ID__);
const SHELL_PAGE = '/';

/** The home page, kept only if it is this worker's own build: a deploy may have moved on meanwhile. */
async function storeShell(cache: Cache): Promise<void> {
  const page = await fetch(SHELL_PAGE, { cache: 'no-store' });
  const html = await page.clone().text();
  if (page.ok && html.includes(`<meta name="${BUILD_META_NAME}" content="${__BUILD_ID__}"`)) {
    await cache.put(SHELL_PAGE, page);
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(__SHELL_FILES__);
      await storeShell(cache);
      // A new build takes over open pages at once: their next page load or lazy part comes from it,
      // and a part of their old build that is gone makes them reload (new-build-watch.ts).
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), __BUILD_ID__).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

async function pageFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // Offline: this build's own shell, whose files are in the same cache; the app shows the address.
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function immutableFile(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(
    { url: request.url, method: request.method, mode: request.mode, accept: request.headers.get('accept') },
    worker.location.origin,
  );
  if (route === 'page') event.respondWith(pageFromNetwork(request));
  else if (route === 'immutable') event.respondWith(immutableFile(request));
});
