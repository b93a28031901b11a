import type { Page } from '@playwright/test';

import { BUILD_INFO_PATH, BUILD_META_NAME } from '@site/contracts/app-shell';

/** The id the simulated next build goes by: any other than the built one's. */
export const NEXT_BUILD_ID = 'fedcba987654';

/** index.html's meta naming the build of the code running in the page. */
export const buildMeta = (page: Page) => page.locator(`meta[name="${BUILD_META_NAME}"]`);

/**
 * Acts as if build B were deployed while the page of build A stays open, without rebuilding: from now
 * on the server names B (/build.json), every page load gets index.html as B (its meta), and every file
 * of /assets/ the open page had not loaded yet answers 404, as the old build's parts do once a deploy
 * removed them — until a page of B has loaded (B's own parts exist). A tab that never reloads is left
 * with the 404s, so a test that waits for B fails if the reload does not happen.
 */
export async function deployNextBuild(page: Page): Promise<{ removedParts: () => string[] }> {
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  const removed: string[] = [];
  let nextBuildLoaded = false;
  await page.route(`**${BUILD_INFO_PATH}`, (route) => route.fulfill({ json: { id: NEXT_BUILD_ID } }));
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = request.url();
    if (request.isNavigationRequest()) {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        new RegExp(`(<meta name="${BUILD_META_NAME}" content=")[0-9a-f]+"`),
        `$1${NEXT_BUILD_ID}"`,
      );
      nextBuildLoaded = true;
      return route.fulfill({ response, body: html });
    }
    if (new URL(url).pathname.startsWith('/assets/') && !nextBuildLoaded && !loaded.has(url)) {
      removed.push(url);
      return route.fulfill({ status: 404, json: { message: '요청한 페이지를 찾을 수 없습니다.' } });
    }
    return route.fallback();
  });
  return { removedParts: () => [...removed] };
}
