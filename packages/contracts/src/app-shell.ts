/**
 * The installable app's files, which the build writes, the server serves and the site reads
 * (docs/decisions/040). Every one of them is answered no-cache: each names the build that is live now.
 */

/** JSON `{ id }`: the build whose index.html the server hands out now. */
export const BUILD_INFO_PATH = '/build.json';
/** The service worker; at the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** index.html's `<meta name=…>` carrying the build id of the page's own code. */
export const BUILD_META_NAME = 'site-build';
/** Icons the build draws (apps/web/build/app/app-icon.ts). */
export const APP_ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;
/** The service worker's caches are named `${prefix}${buildId}`; activate deletes every other one. */
export const SERVICE_WORKER_CACHE_PREFIX = 'site-shell-';

export interface BuildInfo {
  id: string;
}
