/**
 * What the service worker does with each request (docs/decisions/040), kept apart from the worker so it
 * can be tested: the API and its event streams are never touched, so no answer of the server is ever
 * cached; hashed files are immutable, so once fetched they are served from this build's cache; a page
 * load goes to the network first and falls back to this build's own shell only when offline.
 */
import { SERVICE_WORKER_CACHE_PREFIX } from '@site/contracts/app-shell';

export type SwRoute =
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'pass'
  /** A page load: network first, the cached shell of this build when the network fails. */
  | 'page'
  /** A file whose URL changes with its content: cache first, stored on the first fetch. */
  | 'immutable';

export interface SwRequest {
  url: string;
  method: string;
  mode: string;
  /** The Accept header, to recognise an event stream whatever its address. */
  accept: string | null;
}

const IMMUTABLE_PREFIXES = ['/assets/', '/icons/'];

export function routeOf(request: SwRequest, origin: string): SwRoute {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'pass';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'pass';
  if (request.accept?.includes('text/event-stream')) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (IMMUTABLE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) && url.search === '') return 'immutable';
  return 'pass';
}

export const cacheNameOf = (buildId: string): string => `${SERVICE_WORKER_CACHE_PREFIX}${buildId}`;

/** The caches an activating worker deletes: every one of ours that belongs to another build. */
export const staleCaches = (names: readonly string[], buildId: string): string[] =>
  names.filter((name) => name.startsWith(SERVICE_WORKER_CACHE_PREFIX) && name !== cacheNameOf(buildId));

/** Only a whole, successful same-origin answer is kept. */
export const isCacheable = (response: { status: number; type: string }): boolean =>
  response.status === 200 && response.type === 'basic';
