// `npm run bench:bundle`: builds the site and opens each budgeted page in Chromium at 425 px wide on
// a fresh server, signed out and signed in as the demo member, and prints the gzip size of the
// JavaScript the page fetched until the network went quiet (issue 11), beside its budget: the home
// page 130 KB, every book 180 KB. Each figure is the median of three loads in a fresh browser
// context (nothing cached). The part requested before the page's first heading was in the document
// is printed beside it, and the largest files of the last signed-out load are listed.
//
// "Quiet" is 1.5 s without a request starting or finishing, ignoring the server-sent event streams:
// a book keeps its odds stream open and a signed-in page its balance stream, so Playwright's own
// `networkidle` would never come.
//
// It also prints each page's longest main-thread task (signed out, CPU throttled 4× as Lighthouse
// does, from Chromium's trace), median of the same number of loads.
//
// BENCH_RUNS=1 for a quick look; BENCH_PAGES=/inplay,/ to measure only some pages; BENCH_VERBOSE=1 lists
// every script of each load, signed in too.
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';
import { npmCommand, run } from './lib/run.mjs';

/** Page and its JavaScript budget in KB (KiB) gzip. */
const PAGES = /** @type {const} */ ([
  ['/', 130],
  ['/korea/cross', 180],
  ['/inplay', 180],
  ['/minigame/eos/powerball1', 180],
]);
const WIDTH = 425;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUIET_MS = 1_500;
const MAX_WAIT_MS = 20_000;
const AUTH_STORAGE_KEY = 'site.auth';
const onlyPages = process.env.BENCH_PAGES?.split(',');

await ensureDependencies();
await ensureChromium();
await run(npmCommand, ['run', 'build', '--silent']);
const server = await startFreshServer(Number(process.env.BENCH_PORT ?? 4319));
const browser = await chromium.launch(chromiumLaunchOptions);
/** Gzip sizes by URL: the same built file is compressed once. */
const gzipCache = new Map();

try {
  const token = await demoToken(server.url);
  /** @type {string[]} */
  const summary = [];
  for (const [pagePath, budget] of PAGES) {
    if (onlyPages && !onlyPages.includes(pagePath)) continue;
    for (const signedIn of [false, true]) {
      /** @type {Load[]} */
      const loads = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await measure(pagePath, signedIn ? token : undefined));
      const total = median(loads.map((l) => l.total));
      const beforeHeading = median(loads.map((l) => l.beforeHeading));
      const verdict = total / 1024 <= budget ? 'within' : 'OVER';
      const who = signedIn ? 'signed in ' : 'signed out';
      summary.push(
        `${pagePath.padEnd(26)} ${who} ${kb(total)} KB gzip JS (${kb(beforeHeading)} KB before its heading, ` +
          `${loads[0]?.files.length} files)  ${verdict} the ${budget} KB budget`,
      );
      if (!signedIn || process.env.BENCH_VERBOSE) printLargest(`${pagePath} ${who.trim()}`, loads.at(-1)?.files ?? []);
    }
    /** @type {number[]} */
    const tasks = [];
    for (let i = 0; i < RUNS; i += 1) tasks.push(await longestTask(pagePath));
    summary.push(`${pagePath.padEnd(26)} signed out longest main-thread task at 4x CPU throttle: ${median(tasks)} ms`);
  }
  console.log(`\nJavaScript until the network is quiet, ${WIDTH} px wide, median of ${RUNS}:`);
  for (const line of summary) console.log(`  ${line}`);
} finally {
  await browser.close();
  await server.stop();
}

/**
 * @typedef {{ url: string, gzip: number, beforeHeading: boolean }} ScriptFile
 * @typedef {{ total: number, beforeHeading: number, files: ScriptFile[] }} Load
 */

/**
 * One load of the page in a fresh context (empty cache).
 * @param {string} pagePath
 * @param {string | undefined} token the demo member's session, or signed out
 * @returns {Promise<Load>}
 */
async function measure(pagePath, token) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  if (token) {
    // The session as the login dialog leaves it: the token and an expiry in Seoul time.
    const expiresAt = new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: AUTH_STORAGE_KEY,
      value: JSON.stringify({ token, expiresAt }),
    });
  }
  // The moment the page's heading is in the document, taken inside the page itself.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')) return;
      Object.assign(window, { firstHeadingAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const quiet = watchNetwork(page);
  /** @type {Promise<{ href: string, gzip: number }>[]} */
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const href = response.url();
    scripts.push(gzipSizeOf(href, () => response.body()).then((gzip) => ({ href, gzip })));
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await quiet();
  const { headingAt, requestedAt } = await page.evaluate(() => ({
    headingAt: /** @type {{ firstHeadingAt?: number }} */ (window).firstHeadingAt ?? Infinity,
    requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])),
  }));
  const files = (await Promise.all(scripts)).map(({ href, gzip }) => ({
    url: new URL(href).pathname,
    gzip,
    beforeHeading: (requestedAt[href] ?? 0) < headingAt,
  }));
  await context.close();
  const sum = (/** @type {ScriptFile[]} */ list) => list.reduce((total, f) => total + f.gzip, 0);
  return { total: sum(files), beforeHeading: sum(files.filter((f) => f.beforeHeading)), files };
}

/**
 * The longest task on the page's main thread while it loads and settles (3 s after its heading),
 * signed out, with the CPU slowed 4× as Lighthouse's mobile run does. In ms.
 * @param {string} pagePath
 * @returns {Promise<number>}
 */
async function longestTask(pagePath) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /** @type {{ name: string, dur?: number, tid: number }[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(.../** @type {{ name: string, dur?: number, tid: number }[]} */ (/** @type {unknown} */ (value))),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(3_000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur !== undefined);
  // The renderer's main thread: the thread with the most task time.
  /** @type {Map<number, number>} */
  const perThread = new Map();
  for (const task of tasks) perThread.set(task.tid, (perThread.get(task.tid) ?? 0) + (task.dur ?? 0));
  const main = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const longest = Math.max(0, ...tasks.filter((t) => t.tid === main).map((t) => t.dur ?? 0));
  return Math.round(longest / 1000);
}

/**
 * Answers a function that resolves once no request (other than an event stream) has started or
 * finished for QUIET_MS, or after MAX_WAIT_MS.
 * @param {import('@playwright/test').Page} page
 */
function watchNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isStream = (/** @type {import('@playwright/test').Request} */ request) =>
    request.resourceType() === 'eventsource' || (request.headers().accept ?? '').includes('text/event-stream');
  page.on('request', (request) => {
    if (isStream(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const settled = (/** @type {import('@playwright/test').Request} */ request) => {
    if (isStream(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async () => {
    const started = Date.now();
    while (Date.now() - started < MAX_WAIT_MS) {
      if (inFlight <= 0 && Date.now() - lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.warn(`  (the network did not go quiet within ${MAX_WAIT_MS / 1000} s)`);
  };
}

/**
 * @param {string} href
 * @param {() => Promise<Buffer>} body
 * @returns {Promise<number>}
 */
function gzipSizeOf(href, body) {
  if (!gzipCache.has(href))
    gzipCache.set(
      href,
      body().then((b) => gzipSync(b, { level: 9 }).length),
    );
  return gzipCache.get(href);
}

/** @param {string} baseUrl @returns {Promise<string>} */
async function demoToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'demo', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login as demo: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** @param {string} load the page and who opened it @param {ScriptFile[]} files */
function printLargest(load, files) {
  console.log(`\n${load}: the largest of ${files.length} scripts (* requested before its heading)`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip).slice(0, process.env.BENCH_VERBOSE ? undefined : 8))
    console.log(`  ${kb(f.gzip)} KB gzip ${f.beforeHeading ? '*' : ' '} ${f.url}`);
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** @param {number} bytes */
function kb(bytes) {
  return (bytes / 1024).toFixed(1).padStart(6);
}
