/** The sports odds stream (/api/sports/stream) as the browser tests drive it. */
import type { Page, Route } from '@playwright/test';

import type { OddsUpdate } from '@site/contracts/api/sports';

/**
 * The stream's first connection carries one batch, the one the test sends through the answer (once
 * the page shows what the batch is about), and ends; later connections stay open without a word, so
 * nothing resets the store. The test allows the stream's reconnect in its problems.
 */
export async function streamOneBatch(page: Page): Promise<(update: OddsUpdate) => void> {
  let send: (update: OddsUpdate) => void = () => {};
  const batch = new Promise<OddsUpdate>((resolve) => (send = resolve));
  let served = false;
  await page.route('**/api/sports/stream', async (route: Route) => {
    if (served) return;
    served = true;
    const update = await batch;
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: `event: update\ndata: ${JSON.stringify(update)}\n\n`,
    });
  });
  return send;
}

/** The stream held open without a word: the page hears no price move while the test runs. */
export async function holdStream(page: Page): Promise<void> {
  await page.route('**/api/sports/stream', () => {});
}
