/**
 * A new build the member was too busy to be moved to (update-decision.ts): the next page change
 * reloads into it. In the first load on purpose (a few lines): the watcher that sets it loads later.
 */
import { reloadForChunkError } from '../chunk-reload';

let pending = false;

export function markUpdatePending(): void {
  pending = true;
  // For the browser tests, which wait for the decision rather than for time.
  document.documentElement.dataset.newBuild = 'waiting';
}

/** Called on every page change: the member is leaving what they were doing, so the new build loads. */
export function reloadIfUpdatePending(): void {
  if (pending) reloadForChunkError();
}
