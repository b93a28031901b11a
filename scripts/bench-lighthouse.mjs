// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: a mid-range phone, simulated slow 4G and
// a 4× slower CPU) on the four pages of issue 11, each three times, in Debian's chromium against a
// fresh server. Prints the median performance and accessibility scores, LCP, TBT and CLS per page.
// Goal (issue 11): performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, accessibility 100.
// Builds the site first when the build is missing or older than the web sources.
// LIGHTHOUSE_RUNS (3); BENCH_PAGES=/korea/cross,/ to measure only some pages; BENCH_VERBOSE=1 lists the
// elements each failing accessibility audit names.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { CHROMIUM_PATH, chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';
import { repoRoot, webDist } from './lib/paths.mjs';
import { npmCommand, run } from './lib/run.mjs';

const ALL_PAGES = ['/', '/korea/cross', '/inplay', '/minigame/eos/powerball1'];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

await ensureDependencies();
await ensureChromium();
if (buildIsStale()) await run(npmCommand, ['run', 'build', '--silent']);
const server = await startFreshServer(Number(process.env.BENCH_PORT ?? 4320));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});

try {
  /** @type {PageFigures[]} */
  const rows = [];
  for (const page of PAGES) {
    /** @type {RunFigures[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      runs.push(figuresOf(result.lhr));
    }
    rows.push({ page, ...medians(runs), failing: failingA11yAudits(runs) });
  }
  printTable(rows);
} finally {
  chrome.kill();
  await server.stop();
}

/**
 * @typedef {{ performance: number, accessibility: number, lcpMs: number, tbtMs: number, cls: number,
 *   a11yFailures: string[] }} RunFigures
 * @typedef {Omit<RunFigures, 'a11yFailures'> & { page: string, failing: string[] }} PageFigures
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {RunFigures}
 */
function figuresOf(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => {
      const details = lhr.audits[ref.id]?.details;
      const items = details && 'items' in details ? details.items : [];
      if (VERBOSE) for (const item of items) console.log(`  ${lhr.finalDisplayedUrl} ${ref.id}: ${describeNode(item)}`);
      return `${ref.id}×${items.length}`;
    });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    a11yFailures,
  };
}

/**
 * The element an audit's item names, as Lighthouse describes it.
 * @param {unknown} item
 */
function describeNode(item) {
  const node = /** @type {{ node?: { selector?: string, snippet?: string, nodeLabel?: string } }} */ (item).node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''} (${node.nodeLabel ?? ''})` : JSON.stringify(item);
}

/** @param {RunFigures[]} runs */
function medians(runs) {
  const median = (/** @type {(r: RunFigures) => number} */ pick) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? NaN;
  };
  return {
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
  };
}

/** The failing accessibility audits of any run (most elements seen in one run), so a score below 100 says why. */
function failingA11yAudits(/** @type {RunFigures[]} */ runs) {
  /** @type {Map<string, number>} */
  const most = new Map();
  for (const failure of runs.flatMap((r) => r.a11yFailures)) {
    const [id = '', count = '0'] = failure.split('×');
    most.set(id, Math.max(most.get(id) ?? 0, Number(count)));
  }
  return [...most].map(([id, count]) => `${id}×${count}`);
}

/** @param {PageFigures[]} rows */
function printTable(rows) {
  console.log(`\nLighthouse 12, mobile preset, median of ${RUNS} runs each`);
  console.log('page                          perf  a11y    LCP ms   TBT ms    CLS');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(28)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ` +
        `${r.lcpMs.toFixed(0).padStart(9)} ${r.tbtMs.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)}`,
    );
    if (r.failing.length > 0) console.log(`  accessibility audits failing: ${r.failing.join(', ')}`);
  }
  console.log('goal: perf ≥ 95, LCP ≤ 2000 ms, TBT ≤ 150 ms, accessibility 100');
}

/** True when there is no build, or a web source (or the contracts it bundles) is newer than it. */
function buildIsStale() {
  const builtIndex = path.join(webDist, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [
    path.join(repoRoot, 'apps', 'web', 'src'),
    path.join(repoRoot, 'apps', 'web', 'index.html'),
    path.join(repoRoot, 'apps', 'web', 'vite.config.ts'),
    path.join(repoRoot, 'packages', 'contracts', 'src'),
  ];
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** @param {string} file @returns {number} */
function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}
