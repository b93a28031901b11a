import { CHUNK_RELOAD_GUARD_MS } from '@site/contracts/constants';

const LAST_RELOAD_KEY = 'chunk-reload-at';

/**
 * A lazily loaded page part, or the style sheet that comes with it, that failed to arrive, usually
 * because a new build replaced it. Vite's preload helper reports a missing style sheet with its own
 * message, which used to fall through to the error page (issue 29).
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );

/** SPEC.md §4: reload at most once per 60 s, so a broken deployment cannot loop the page. */
export const shouldReloadForChunkError = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;

/** When this tab last reloaded itself (for a failed part or a new build), if it did. */
export function lastSelfReloadAt(storage: Storage = window.sessionStorage): number | null {
  const stored = Number(storage.getItem(LAST_RELOAD_KEY));
  return stored > 0 ? stored : null;
}

/** Reloads the page if the guard allows; answers whether it did. */
export function reloadForChunkError(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  if (!shouldReloadForChunkError(lastSelfReloadAt(storage), now)) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
