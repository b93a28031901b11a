// `npm run bench:api`: the API's throughput as a share of what a bare Fastify hello-world answers on this
// machine in the same run (the machine is shared and noisy: ratios and medians of several runs, never one
// absolute figure). For each configuration of the server (one process; WORKERS=2) on a fresh database,
// with the sports feed on as in production, each figure is measured BENCH_RUNS times, interleaved with the
// bare hello-world at the same connections: GET /api/member/user logged in, the cross book's fixture list
// (cached), the same list with a cache miss (lib/bench-lists.mjs: every request a new book/tab/page/size; the loads
// the server reports are counted), and bet placement by BENCH_MEMBERS members (one per connection, in turn). Only the expected
// status counts as a success (201 for a bet); the status counts are printed. Figures only; nothing asserted.
//   BENCH_DURATION seconds a run (5), BENCH_RUNS (3), BENCH_WARMUP seconds per figure before the runs (1),
//   BENCH_CONNECTIONS (10), BENCH_BET_CONNECTIONS (25), BENCH_MEMBERS (25), BENCH_WORKERS (1,2: the
//   configurations; 1 leaves WORKERS unset), BENCH_DATABASE_URL (an external PostgreSQL, passed as
//   DATABASE_URL; its data stays), BENCH_PORT (default: a free port), BENCH_ONLY (only the figures whose
//   title contains it, e.g. "bets", beside the bare hello-world at their connections).
import { ensureDependencies } from './ensure-deps.mjs';
import { FIXTURES_PATH, prepareBetLoad, waitForFixtures } from './lib/bench-bets.mjs';
import { cacheMissLoad } from './lib/bench-lists.mjs';
import { createMembers, login } from './lib/bench-members.mjs';
import { printReport } from './lib/bench-report.mjs';
import { startBareHello, startFreshServer } from './lib/fresh-server.mjs';
import { fetchJson, freePort } from './lib/http.mjs';
import { measure } from './lib/measure.mjs';

const settings = {
  duration: wholeNumber('BENCH_DURATION', 5, 1),
  runs: wholeNumber('BENCH_RUNS', 3, 1),
  warmup: wholeNumber('BENCH_WARMUP', 1, 0),
  connections: wholeNumber('BENCH_CONNECTIONS', 10, 1),
  betConnections: wholeNumber('BENCH_BET_CONNECTIONS', 25, 1),
  // Two digits of each member's name and phone number are its index.
  members: Math.min(wholeNumber('BENCH_MEMBERS', 25, 1), 99),
  workers: (process.env.BENCH_WORKERS ?? '1,2').split(',').map((value) => Math.max(1, Number(value) || 1)),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  port: wholeNumber('BENCH_PORT', 0, 0),
  only: process.env.BENCH_ONLY || undefined,
};

/** What a browser says it takes; the books' answers are sent compressed to it. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * @typedef {import('./lib/bench-report.mjs').Figure & { options: import('autocannon').Options, success: number, countSuccesses?: () => number }} Target
 */

await ensureDependencies();
const bare = await startBareHello(await freePort());
/** @type {import('./lib/bench-report.mjs').Block[]} */
const blocks = [];
try {
  for (const workers of settings.workers) blocks.push(await benchConfiguration(workers));
} finally {
  await bare.stop();
}
printReport(blocks);

/**
 * One configuration: a fresh server, its members, then every figure's runs beside the bare hello-world.
 * @param {number} workers
 * @returns {Promise<import('./lib/bench-report.mjs').Block>}
 */
async function benchConfiguration(workers) {
  /** @type {Record<string, string>} */
  const env = { TRUST_PROXY: 'loopback' };
  if (workers > 1) env.WORKERS = String(workers);
  const server = await startFreshServer(await freePort(settings.port), { env, databaseUrl: settings.databaseUrl });
  try {
    const health = await fetchJson(`${server.url}/api/health`);
    const reported = /** @type {{ workers?: unknown, db?: unknown }} */ (health.body ?? {});
    const name = workers > 1 ? `WORKERS=${workers}` : 'one process';
    const detail =
      `${workers > 1 ? `WORKERS=${workers} set` : 'WORKERS unset'}; the server reports ` +
      `workers: ${reported.workers ?? '(not reported)'}, db: ${reported.db ?? '?'}`;
    console.log(`\n${name} (${detail}): setting up…`);
    await waitForFixtures(server.url);
    const demoToken = await login(server.url, 'demo', 'demo1234');
    const adminToken = await login(server.url, 'admin', 'admin1234');
    const members = await createMembers(server.url, adminToken, settings.members);
    const bets = await prepareBetLoad(server.url, members);
    if (!bets) console.warn('(POST /api/bets is not served yet: bet placement skipped)');
    try {
      const targets = targetsOf(server.url, demoToken, bets?.options, await cacheMissLoad(server.url));
      await runAll(name, targets);
      return { name, detail, figures: targets };
    } finally {
      bets?.stop();
    }
  } finally {
    await server.stop();
  }
}

/**
 * Each group of figures at one connection count, led by the bare hello-world at that count.
 * @param {string} url
 * @param {string} demoToken
 * @param {import('autocannon').Options | undefined} betOptions
 * @param {{ title: string, options: import('autocannon').Options, countSuccesses: () => number }} missLoad
 * @returns {Target[]}
 */
function targetsOf(url, demoToken, betOptions, missLoad) {
  const { connections, betConnections } = settings;
  /** @param {Omit<Target, 'samples' | 'success' | 'bare'> & { success?: number, bare?: boolean }} figure */
  const target = (figure) => ({ success: 200, bare: false, ...figure, samples: [] });
  /** @param {number} conns */
  const bareAt = (conns) =>
    target({ title: 'bare Fastify hello-world GET /', connections: conns, options: { url: bare.url }, bare: true });
  /** @type {Target[]} */
  const targets = [
    bareAt(connections),
    target({
      title: 'GET /api/member/user (logged in)',
      connections,
      options: { url: `${url}/api/member/user`, headers: { 'x-auth-token': `Bearer ${demoToken}` } },
    }),
    // The lists are asked as a browser asks (accept-encoding): compressed answers are what members get.
    target({
      title: `GET ${FIXTURES_PATH} (br)`,
      connections,
      options: { url: `${url}${FIXTURES_PATH}`, headers: BROWSER_ENCODINGS },
    }),
    target({ ...missLoad, connections, options: { ...missLoad.options, headers: BROWSER_ENCODINGS } }),
  ];
  if (betOptions) {
    if (betConnections !== connections) targets.push(bareAt(betConnections));
    const title = `POST /api/bets (${settings.members} members)`;
    targets.push(target({ title, connections: betConnections, options: betOptions, success: 201 }));
  }
  return settings.only ? onlyAsked(targets, settings.only) : targets;
}

/**
 * The figures BENCH_ONLY names, with the bare hello-world at each of their connection counts.
 * @param {Target[]} targets
 * @param {string} only
 */
function onlyAsked(targets, only) {
  const asked = targets.filter((entry) => !entry.bare && entry.title.includes(only));
  const counts = new Set(asked.map((entry) => entry.connections));
  return targets.filter((entry) => asked.includes(entry) || (entry.bare && counts.has(entry.connections)));
}

/**
 * A short warm-up of each figure, then the runs, interleaved so the machine's noise falls on the site
 * and the bare hello-world alike.
 * @param {string} name the configuration's
 * @param {Target[]} targets
 */
async function runAll(name, targets) {
  const { duration, runs, warmup } = settings;
  if (warmup > 0) {
    for (const entry of targets) await measure(entry.options, { ...entry, duration: warmup });
  }
  for (const entry of targets) entry.countSuccesses?.();
  for (let run = 1; run <= runs; run += 1) {
    for (const entry of targets) {
      const sample = await measure(entry.options, { ...entry, duration });
      // A figure that counts its own successes (the cache-miss figure: loads, not answers).
      if (entry.countSuccesses) sample.successesPerSecond = entry.countSuccesses() / duration;
      entry.samples.push(sample);
      console.log(
        `  ${name} run ${run}/${runs} ${entry.title} @${entry.connections}: ` +
          `${sample.successesPerSecond.toFixed(0)} /s, p99 ${sample.p99} ms`,
      );
    }
  }
}

/**
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 */
function wholeNumber(name, fallback, min) {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of ${min} or more`);
  return number;
}
