// `npm run bench:api`: what each API operation costs in CPU (issue 30), beside its floors measured in the
// same run. Throughput on a shared machine is the neighbours' figure; the CPU time the server's process
// tree (node and its PostgreSQL, from /proc, children's times included) spends per operation answered,
// less what the tree spends idle (the feed and the engines), is the code's (lib/cpu.mjs). The floors:
//   - HTTP: a bare Fastify hello-world's CPU per request (its own process);
//   - database: PostgreSQL's CPU per pgbench TPC-B transaction (prepared) on the server's own cluster,
//     pgbench's process excluded (lib/pgbench-floor.mjs).
// A read's ratio is bare ÷ figure; a write's (a bet, a wallet call, a deposit) is (bare + TPC-B) ÷ figure:
// one request and one small write transaction is the least a write can cost. For each configuration of the
// server (one process; WORKERS=2) on a fresh database, each figure runs BENCH_RUNS times, interleaved with
// the floors, and the report gives medians: GET /api/member/user logged in, the cross book's fixture list
// (cached), the lists on a cache miss (lib/bench-lists.mjs: only the answers the server loaded count; repeats the
// cache answered are taken out at the cached figure's cost measured just before), the
// sports bet by BENCH_MEMBERS members, a minigame bet, the casino wallet's debit and credit as a provider
// calls them, and a deposit request with its cancel (lib/bench-money.mjs). Only answers with the expected
// status count as operations (a bet's 201; a wallet call's status OK). Figures only; nothing asserted.
//   BENCH_DURATION seconds a run (5), BENCH_RUNS (3), BENCH_WARMUP seconds per figure before the runs (1),
//   BENCH_IDLE seconds of the idle-rate reading (3), BENCH_CONNECTIONS (10), BENCH_BET_CONNECTIONS (25),
//   BENCH_MEMBERS (25), BENCH_WORKERS (1; e.g. 1,2 for both configurations), BENCH_DATABASE_URL (an external
//   PostgreSQL, passed as DATABASE_URL; its data stays; its whole cluster is measured), BENCH_PORT (default:
//   a free port), BENCH_ONLY (only the figures whose title contains it, e.g. "bets", with the floors).
//   BENCH_SERVER_NODE_ARGS: node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
import { ensureDependencies } from './ensure-deps.mjs';
import { FIXTURES_PATH, prepareBetLoad, waitForFixtures } from './lib/bench-bets.mjs';
import { cacheMissLoad } from './lib/bench-lists.mjs';
import { createMembers, login } from './lib/bench-members.mjs';
import { casinoWalletLoad, depositLoad, minigameBetLoad } from './lib/bench-money.mjs';
import { printReport } from './lib/bench-report.mjs';
import { cpuDuring, idleRate, perOperation } from './lib/cpu.mjs';
import { startBareHello, startFreshServer } from './lib/fresh-server.mjs';
import { fetchJson, freePort } from './lib/http.mjs';
import { measure } from './lib/measure.mjs';
import { clusterOf, clusterQuery, dropPgbench, initialisePgbench, runPgbench } from './lib/pgbench-floor.mjs';

const settings = {
  duration: wholeNumber('BENCH_DURATION', 5, 1),
  runs: wholeNumber('BENCH_RUNS', 3, 1),
  warmup: wholeNumber('BENCH_WARMUP', 1, 0),
  idle: wholeNumber('BENCH_IDLE', 3, 1),
  connections: wholeNumber('BENCH_CONNECTIONS', 10, 1),
  betConnections: wholeNumber('BENCH_BET_CONNECTIONS', 25, 1),
  // Two digits of each member's name and phone number are its index.
  members: Math.min(wholeNumber('BENCH_MEMBERS', 25, 1), 99),
  workers: (process.env.BENCH_WORKERS ?? '1').split(',').map((value) => Math.max(1, Number(value) || 1)),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  port: wholeNumber('BENCH_PORT', 0, 0),
  only: process.env.BENCH_ONLY || undefined,
};

const profiling = (process.env.BENCH_SERVER_NODE_ARGS ?? '').includes('--cpu-prof');

/** What a browser says it takes; the books' answers are sent compressed to it. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * @typedef {import('./lib/bench-report.mjs').Figure} Figure
 * @typedef {import('./lib/cpu.mjs').Cpu} Cpu
 * @typedef {Figure & { run: (seconds: number) => Promise<import('./lib/measure.mjs').Sample>, roots: number[],
 *   idle: () => Cpu, beforeRun?: (seconds: number) => Promise<void> }} Target
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
 * One configuration: a fresh server, its members, then every figure's runs beside the floors.
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
    const cluster = await clusterOf(server.pid, settings.databaseUrl);
    await initialisePgbench(cluster);
    await waitForFixtures(server.url);
    const demoToken = await login(server.url, 'demo', 'demo1234');
    const adminToken = await login(server.url, 'admin', 'admin1234');
    const members = await createMembers(server.url, adminToken, settings.members);
    const bets = await prepareBetLoad(server.url, members);
    if (!bets) console.warn('(POST /api/bets is not served yet: bet placement skipped)');
    const secret = await clusterQuery(cluster, siteDatabase(), casinoSecretSql('playfun'));
    const money = [
      await minigameBetLoad(server.url, adminToken, members),
      await casinoWalletLoad(server.url, members, secret.trim()),
      depositLoad(server.url, members),
    ];
    // The server's tree; an external cluster is not under it and is measured beside it.
    const roots = settings.databaseUrl ? [server.pid, cluster.postmaster] : [server.pid];
    console.log(`  reading the idle rate for ${settings.idle} s…`);
    let idle = await idleRate(roots, settings.idle);
    const pgIdle = () => ({ total: idle.postgres, postgres: idle.postgres });
    try {
      const targets = targetsOf({
        url: server.url,
        demoToken,
        roots,
        idle: () => idle,
        bets: bets?.options,
        missLoad: await cacheMissLoad(server.url),
        money,
        pgbench: {
          roots: [cluster.postmaster],
          idle: pgIdle,
          run: (duration) => runPgbench(cluster, { clients: settings.connections, duration }),
        },
      });
      await runAll(name, targets, async () => {
        idle = await idleRate(roots, settings.idle);
      });
      return { name, detail, idle, figures: targets };
    } finally {
      bets?.stop();
      await dropPgbench(cluster);
    }
  } finally {
    await server.stop();
  }
}

/** The site's database: the embedded one's name, or the external URL's. */
function siteDatabase() {
  return settings.databaseUrl ? new URL(settings.databaseUrl).pathname.slice(1) : 'site';
}

/**
 * The aggregator's signing key as the server keeps it (modules/casino/wallet-secret.ts): made now when the
 * server has not made it yet, as the server would.
 * @param {string} aggregator
 */
function casinoSecretSql(aggregator) {
  const name = `casino-wallet:${aggregator}`;
  const fresh = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0'));
  // The insert's row is not visible to the same statement's select: the union reads whichever exists.
  return (
    `with made as (insert into installation_secrets (name, secret) values ('${name}', '${fresh.join('')}') ` +
    `on conflict do nothing returning secret) ` +
    `select secret from made union all select secret from installation_secrets where name = '${name}' limit 1`
  );
}

/**
 * The floors at each connection count, then the site's figures.
 * @param {{ url: string, demoToken: string, roots: number[], idle: () => Cpu,
 *   bets: import('autocannon').Options | undefined,
 *   missLoad: Awaited<ReturnType<typeof cacheMissLoad>>,
 *   money: import('./lib/bench-money.mjs').MoneyLoad[],
 *   pgbench: { roots: number[], idle: () => Cpu, run: (seconds: number) => Promise<number> } }} site
 * @returns {Target[]}
 */
function targetsOf({ url, demoToken, roots, idle, bets, missLoad, money, pgbench }) {
  const { connections, betConnections } = settings;
  const noIdle = () => ({ total: 0, postgres: 0 });
  /**
   * A figure measured with autocannon.
   * @param {{ title: string, connections: number, options: import('autocannon').Options, success?: number,
   *   role?: Figure['role'], countSuccesses?: () => number, countHits?: () => number,
   *   beforeRun?: (seconds: number) => Promise<void> }} figure
   * @returns {Target}
   */
  const load = ({ options, success = 200, role = 'read', countSuccesses, countHits, ...figure }) => ({
    ...figure,
    role,
    samples: [],
    roots: role === 'bare' ? [bare.pid] : roots,
    idle: role === 'bare' ? noIdle : idle,
    run: async (duration) => {
      const sample = await measure(options, { duration, connections: figure.connections, success });
      // A figure that counts its own successes (the cache miss's loads, the wallet's OKs, both cashier calls).
      if (countHits) sample.hits = countHits();
      if (countSuccesses) {
        sample.successes = countSuccesses();
        sample.successesPerSecond = sample.successes / duration;
      }
      return sample;
    },
  });
  /** @param {number} conns */
  const bareAt = (conns) =>
    load({ title: 'bare Fastify hello-world GET /', connections: conns, options: { url: bare.url }, role: 'bare' });

  /** @type {Target[]} */
  const targets = [
    {
      title: 'pgbench TPC-B -M prepared (PostgreSQL only)',
      connections,
      role: 'database',
      samples: [],
      roots: pgbench.roots,
      idle: pgbench.idle,
      run: async (duration) => {
        const transactions = await pgbench.run(duration);
        return {
          successes: transactions,
          successesPerSecond: transactions / duration,
          p99: NaN,
          statuses: {},
          errors: 0,
        };
      },
    },
    bareAt(connections),
    load({
      title: 'GET /api/member/user (logged in)',
      connections,
      options: { url: `${url}/api/member/user`, headers: { 'x-auth-token': `Bearer ${demoToken}` } },
    }),
    // The lists are asked as a browser asks (accept-encoding): compressed answers are what members get.
    load({
      title: `GET ${FIXTURES_PATH} (br)`,
      connections,
      options: { url: `${url}${FIXTURES_PATH}`, headers: BROWSER_ENCODINGS },
    }),
    load({ ...missLoad, connections, options: { ...missLoad.options, headers: BROWSER_ENCODINGS } }),
  ];
  if (betConnections !== connections) targets.push(bareAt(betConnections));
  if (bets) {
    const title = `POST /api/bets (${settings.members} members)`;
    targets.push(load({ title, connections: betConnections, options: bets, success: 201, role: 'write' }));
  }
  for (const each of money) targets.push(load({ ...each, connections: betConnections, role: 'write' }));
  return settings.only ? onlyAsked(targets, settings.only) : targets;
}

/**
 * The figures BENCH_ONLY names, with the floors (the bare hello-world at each of their connection counts).
 * @param {Target[]} targets
 * @param {string} only
 */
function onlyAsked(targets, only) {
  const asked = targets.filter((entry) => !isFloor(entry) && entry.title.includes(only));
  const counts = new Set(asked.map((entry) => entry.connections));
  return targets.filter(
    (entry) =>
      asked.includes(entry) || entry.role === 'database' || (entry.role === 'bare' && counts.has(entry.connections)),
  );
}

/** @param {Target} target */
function isFloor(target) {
  return target.role === 'bare' || target.role === 'database';
}

/**
 * A short warm-up of each figure, then the runs, interleaved so the machine's noise falls on the site
 * and the floors alike; the idle rate is read again before each round of runs.
 * @param {string} name the configuration's
 * @param {Target[]} targets
 * @param {() => Promise<void>} readIdle
 */
async function runAll(name, targets, readIdle) {
  const { duration, runs, warmup } = settings;
  if (warmup > 0) {
    for (const entry of targets) {
      await entry.beforeRun?.(warmup);
      await entry.run(warmup);
    }
  }
  for (let round = 1; round <= runs; round += 1) {
    if (round > 1) await readIdle();
    for (const entry of targets) {
      await entry.beforeRun?.(duration);
      const started = monotonicMicros();
      const { result: sample, ...spent } = await cpuDuring(entry.roots, () => entry.run(duration));
      // The run's window in a server's profile (scripts/profile-summary.mjs --window).
      const window = profiling ? `, profile window ${started}-${monotonicMicros()}` : '';
      sample.cpu = perOperation(lessCachedHits(spent, sample, cachedCost(targets)), entry.idle(), sample.successes);
      entry.samples.push(sample);
      console.log(
        `  ${name} run ${round}/${runs} ${entry.title} @${entry.connections}: ${sample.successes} answered` +
          `${sample.hits ? ` (and ${sample.hits} from the cache, taken out at the cached figure's cost)` : ''}, ` +
          `${sample.cpu.total.toFixed(0)} µs CPU each (PostgreSQL ${sample.cpu.postgres.toFixed(0)})${window}`,
      );
    }
  }
}

/**
 * The cached list's CPU an answer in the round just run (it runs before the miss figure): a miss load's
 * repeats that the cache answered are taken out at this cost.
 * @param {Target[]} targets
 * @returns {import('./lib/cpu.mjs').Cpu}
 */
function cachedCost(targets) {
  const cached = targets.find((entry) => entry.title === `GET ${FIXTURES_PATH} (br)`)?.samples.at(-1)?.cpu;
  return cached ?? { total: 0, postgres: 0 };
}

/**
 * A run's CPU less what its answers from the cache cost (`hits` of them, each at `hitCost` µs).
 * @param {{ cpu: Cpu, elapsed: number }} spent
 * @param {import('./lib/measure.mjs').Sample} sample
 * @param {Cpu} hitCost
 */
function lessCachedHits(spent, sample, hitCost) {
  const hits = sample.hits ?? 0;
  if (hits === 0) return spent;
  const { total, postgres } = spent.cpu;
  return {
    ...spent,
    cpu: { total: total - (hits * hitCost.total) / 1e6, postgres: postgres - (hits * hitCost.postgres) / 1e6 },
  };
}

/** The monotonic clock V8's CPU profiles stamp their samples with, in microseconds. */
function monotonicMicros() {
  return String(process.hrtime.bigint() / 1000n);
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
