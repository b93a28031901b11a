// `npm run bench:live`: the in-play board under load. Starts the server on a fresh database with the
// feed at 300 live fixtures and 200 price changes a second, opens /inplay in headless Chromium and
// for 30 s records every frame (requestAnimationFrame) and every long task (PerformanceObserver),
// then prints the median frame time, the longest task, the tasks over 50 ms and the updates received.
// Target (issue 4): median frame under 16.7 ms and no task over 50 ms.
//
// BENCH_LIVE_PORT (4320), BENCH_LIVE_SECONDS (30), BENCH_LIVE_WIDTH (1607) and BENCH_SKIP_BUILD=1
// (reuse apps/web/dist) change the run; the feed's own variables may be set to try other loads.
import { loadavg } from 'node:os';

import { chromium } from '@playwright/test';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';
import { npmCommand, run } from './lib/run.mjs';

const port = Number(process.env.BENCH_LIVE_PORT ?? 4320);
const seconds = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const width = Number(process.env.BENCH_LIVE_WIDTH ?? 1607);
// Frame times are vsync intervals with rAF's 0.1 ms resolution: a page that never misses a frame has a
// median of 16.7 ms on a 60 Hz display, so the target is met when the median is that and no more.
const FRAME_BUDGET_MS = 16.7;
const LONG_TASK_MS = 50;

process.env.SPORTS_FEED_LIVE_FIXTURES ??= '300';
process.env.SPORTS_FEED_CHANGES_PER_SECOND ??= '200';

await ensureDependencies();
await ensureChromium();
if (process.env.BENCH_SKIP_BUILD !== '1') await run(npmCommand, ['run', 'build', '--silent']);
const server = await startFreshServer(port);
const browser = await chromium.launch(chromiumLaunchOptions);

try {
  const live = await liveFixtureCount(server.url);
  const page = await browser.newPage({ viewport: { width, height: 1000 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  // Counts what the odds stream delivers, beside the page's own listener.
  await page.addInitScript(() => {
    const counts = { batches: 0, priceChanges: 0 };
    Object.assign(window, { benchStream: counts });
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      /** @param {string | URL} url @param {EventSourceInit} [init] */
      constructor(url, init) {
        super(url, init);
        this.addEventListener('update', (event) => {
          counts.batches += 1;
          counts.priceChanges += /** @type {{ selections: unknown[] }} */ (JSON.parse(event.data)).selections.length;
        });
      }
    };
  });
  let listFetches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/sports/fixtures')) listFetches += 1;
  });
  await page.goto(`${server.url}/inplay`);
  await page.locator('[data-testid="fixture-row"]').first().waitFor({ timeout: 60_000 });
  // Let the first render, the fonts and the first batches settle before measuring.
  await page.waitForTimeout(5_000);
  const loadBefore = loadavg()[0] ?? 0;
  const rows = await page.locator('[data-testid="fixture-row"]').count();
  const listFetchesBefore = listFetches;

  const result = await page.evaluate(
    ({ durationMs, longTaskMs }) =>
      new Promise((resolve) => {
        /** @type {number[]} */
        const frames = [];
        /** @type {number[]} */
        const tasks = [];
        const stream = /** @type {{ benchStream: { batches: number, priceChanges: number } }} */ (
          /** @type {unknown} */ (window)
        ).benchStream;
        const streamAtStart = { ...stream };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        const start = performance.now();
        let last = start;
        const onFrame = (/** @type {number} */ now) => {
          frames.push(now - last);
          last = now;
          if (now - start < durationMs) requestAnimationFrame(onFrame);
          else {
            observer.disconnect();
            resolve({
              frames,
              tasks,
              batches: stream.batches - streamAtStart.batches,
              priceChanges: stream.priceChanges - streamAtStart.priceChanges,
              overLongTask: tasks.filter((duration) => duration > longTaskMs).length,
            });
          }
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(onFrame);
        });
      }),
    { durationMs: seconds * 1000, longTaskMs: LONG_TASK_MS },
  );
  const { frames, tasks, batches, priceChanges, overLongTask } =
    /** @type {{ frames: number[], tasks: number[], batches: number, priceChanges: number, overLongTask: number }} */ (
      result
    );
  const sorted = [...frames].sort((a, b) => a - b);
  const quantile = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const median = quantile(0.5);
  const longest = tasks.length === 0 ? 0 : Math.max(...tasks);

  console.log(`\n/inplay at ${width} px for ${seconds} s`);
  console.log(`  live fixtures (server)       ${live}`);
  console.log(`  fixture rows on the board    ${rows}`);
  console.log(`  stream batches received      ${batches} (${(batches / seconds).toFixed(1)}/s)`);
  console.log(`  price changes received       ${priceChanges} (${(priceChanges / seconds).toFixed(1)}/s)`);
  console.log(`  list refetches (start/end)   ${listFetches - listFetchesBefore}`);
  console.log(`  frames                       ${frames.length} (${(frames.length / seconds).toFixed(1)}/s)`);
  console.log(
    `  median frame time            ${median.toFixed(2)} ms (target ≤ ${FRAME_BUDGET_MS} ms, one 60 Hz frame)`,
  );
  console.log(`  95th percentile frame time   ${quantile(0.95).toFixed(2)} ms`);
  console.log(`  longest frame                ${(sorted.at(-1) ?? 0).toFixed(2)} ms`);
  console.log(`  long tasks                   ${tasks.length}`);
  console.log(`  longest task                 ${longest.toFixed(0)} ms`);
  console.log(`  tasks over ${LONG_TASK_MS} ms            ${overLongTask} (target 0)`);
  // Two cores shared with other work stretch tasks; the load says how busy the machine was.
  console.log(
    `  machine load (1 min)         ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  const met = median <= FRAME_BUDGET_MS + 0.05 && overLongTask === 0;
  console.log(met ? '  target met' : '  target NOT met');
  await page.close();
} finally {
  await browser.close();
  await server.stop();
}

/** How many fixtures the server has live, from the in-play list's total. @param {string} url */
async function liveFixtureCount(url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${url}/api/sports/fixtures?book=inplay&size=1`);
    const body = response.ok ? /** @type {{ totalCount: number }} */ (await response.json()) : { totalCount: 0 };
    if (body.totalCount > 0 || Date.now() > deadline) return body.totalCount;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
