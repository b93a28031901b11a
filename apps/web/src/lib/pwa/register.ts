/**
 * What the installable app needs in the page, started once the first page is idle (main.tsx) so none
 * of it competes with the first load: the service worker, and the watch for a new build.
 */
import { SERVICE_WORKER_PATH } from '@site/contracts/app-shell';

import { watchForNewBuild } from './new-build-watch';

export function startInstallableApp(): void {
  watchForNewBuild();
  // The worker's URL never changes; the browser compares its bytes on each page load (no-cache), and
  // each build's worker differs by its build id.
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { updateViaCache: 'none' }).catch(() => undefined);
  }
}
