// `npm run bench:bundle`: builds the site, opens the home page in Chromium on a fresh server and
// prints the gzip size of every script and style sheet loaded before the page is interactive —
// requested before its heading was on screen and its load event had fired. What the page fetches
// after that (decorations deferred to idle time, the font faces) is listed apart.
// Budget (issue 2): at most 150 KB of JavaScript, gzip.
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';
import { npmCommand, run } from './lib/run.mjs';

const JS_BUDGET_KB = 150;

await ensureDependencies();
await ensureChromium();
await run(npmCommand, ['run', 'build', '--silent']);
const server = await startFreshServer(Number(process.env.BENCH_PORT ?? 4319));
const browser = await chromium.launch(chromiumLaunchOptions);

try {
  for (const width of [425, 1607]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // The moment the first page's heading is in the document, taken inside the page itself.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')) return;
        Object.assign(window, { firstHeadingAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    /** @type {Promise<Omit<FileSize, 'beforeInteractive'> & { href: string }>[]} */
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({
          href: response.url(),
          url: new URL(response.url()).pathname,
          kind: type === 'script' ? 'js' : 'css',
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const { headingAt, requestedAt } = await page.evaluate(() => ({
      headingAt: /** @type {{ firstHeadingAt?: number }} */ (window).firstHeadingAt ?? Infinity,
      requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])),
    }));
    const files = (await Promise.all(pending)).map(({ href, ...file }) => ({
      ...file,
      beforeInteractive: (requestedAt[href] ?? 0) < headingAt,
    }));
    printReport(
      width,
      files.filter((f) => f.beforeInteractive),
      'before interactive',
    );
    printReport(
      width,
      files.filter((f) => !f.beforeInteractive),
      'after interactive (not budgeted)',
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

/** @typedef {{ url: string, kind: 'js' | 'css', raw: number, gzip: number, beforeInteractive: boolean }} FileSize */

/**
 * @param {number} width
 * @param {FileSize[]} files
 * @param {string} phase
 */
function printReport(width, files, phase) {
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1).padStart(7);
  const budgeted = phase === 'before interactive';
  console.log(`\nHome page at ${width} px wide, ${phase}: ${files.length} files`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.kind.padEnd(3)} ${kb(f.raw)} KB raw ${kb(f.gzip)} KB gzip  ${f.url}`);
  for (const kind of /** @type {const} */ (['js', 'css'])) {
    const total = files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
    const verdict =
      budgeted && kind === 'js'
        ? total / 1024 <= JS_BUDGET_KB
          ? `within the ${JS_BUDGET_KB} KB budget`
          : `OVER the ${JS_BUDGET_KB} KB budget`
        : '';
    console.log(`  total ${kind}: ${kb(total)} KB gzip ${verdict}`);
  }
}
