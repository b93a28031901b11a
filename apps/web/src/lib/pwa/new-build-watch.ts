/**
 * Keeps an open page on the build the server hands out (docs/decisions/040): asks /build.json when the
 * member comes back to the tab, every few minutes while it is shown, when a font fails to load, and
 * at once when a lazy part or its style sheet fails to load — then reloads, waits for a safe moment, or asks again while a
 * deploy is under way. A member found busy is moved at their next page change (pending-update.ts) or
 * the next look that finds them free. Loaded once the first page is idle (main.tsx), with the service worker.
 */
import { lastSelfReloadAt, reloadForChunkError } from '../chunk-reload';
import { ownBuildId, servedBuildId } from './build-id';
import { markUpdatePending } from './pending-update';
import { decideUpdate, isMemberBusy, type UpdateReason } from './update-decision';

const LOOK_EVERY_MS = 5 * 60_000;
/** While a deploy is under way: ask again this often, this many times (two minutes), then stop. */
const ASK_AGAIN_MS = 5_000;
const ASK_AGAIN_TIMES = 24;

export function watchForNewBuild(): void {
  let askedAgain = 0;

  // Checks may overlap (a failed part while the tab regains focus): each is one small request, and
  // the reload's own guard lets only the first of them reload.
  const check = async (reason: UpdateReason): Promise<void> => {
    const served = await servedBuildId();
    const decision = decideUpdate({
      reason,
      own: ownBuildId(),
      served,
      busy: isMemberBusy(document),
      lastReloadAt: lastSelfReloadAt(),
      now: Date.now(),
    });
    if (decision === 'reload') reloadForChunkError();
    else if (decision === 'wait') markUpdatePending();
    else if (decision === 'ask-again' && askedAgain < ASK_AGAIN_TIMES) {
      askedAgain += 1;
      setTimeout(() => void check('load-failed'), ASK_AGAIN_MS);
    }
  };
  const look = () => {
    if (document.visibilityState === 'visible') void check('look');
  };

  document.addEventListener('visibilitychange', look);
  window.addEventListener('focus', look);
  window.addEventListener('online', look);
  setInterval(look, LOOK_EVERY_MS);
  // Vite's preload helper announces every lazy part or style sheet that failed, wherever it was asked
  // for: inside a page (whose error boundary reloads too) or in the layout's hosts, which have none.
  window.addEventListener('vite:preloadError', () => void check('load-failed'));
  // A font subset of the old build (the Korean faces come in many) fails without any error to catch.
  // Only cosmetic (the system's font stands in), so it waits for a safe moment like a look does.
  document.fonts.addEventListener('loadingerror', look);
  // For the browser tests, which wait for the watch rather than for time.
  document.documentElement.dataset.newBuild = 'watching';
}
