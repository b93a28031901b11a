import { CHUNK_RELOAD_GUARD_MS } from '@site/contracts/constants';

const LAST_RELOAD_KEY = 'chunk-reload-at';

/** A lazily loaded page part that failed to arrive, usually because a new build replaced it. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );

/** SPEC.md §4: reload at most once per 60 s, so a broken deployment cannot loop the page. */
export const shouldReloadForChunkError = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;

/** Reloads the page for a chunk failure if the guard allows; answers whether it did. */
export function reloadForChunkError(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  const stored = Number(storage.getItem(LAST_RELOAD_KEY));
  if (!shouldReloadForChunkError(stored > 0 ? stored : null, now)) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
