import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../runtime/prepare';
import { loadConfig } from '../config';
import { punters, selectionToBetOn } from '../resilience/resilience-test-kit';
import { HEALTH_PATH, startAppHost } from './app-host';
import { BALANCER_URL, balancerBreaks, forwardedAddressBreaks, startBalancer } from './balancer';
import { startPostgresPair, stopPostgresPair, type PostgresPair } from './postgres-pair';
import { reasonToSkip } from './preflight';
import { killAll } from './processes';
import { runScenario } from './scenario';
import { appHostKilled } from './scenarios/app-host-killed';
import { leaderKilled } from './scenarios/leader-killed';
import { linkDown } from './scenarios/link-down';
import { primaryFailover } from './scenarios/primary-failover';
import { until } from './shell';
import { withDatabase, type Site } from './site';
import { StreamLoad } from './streams';
import { openPostgres } from '../db/client';
import { APP_HOSTS, buildTopology, removeLeftovers, removeTopology } from './topology';
import { engineLeaders, describeLeaders } from './leaders';

/**
 * `npm run test:hosts` (docs/decisions/074): three app hosts behind HAProxy on a PostgreSQL primary
 * with a synchronous standby, each in a network namespace of its own, and four faults under load.
 */
const PUNTERS = 30;
const STREAM_CLIENTS = 20;
/** netem delay on each host's interface: 2 ms between two hosts, as in one data centre. */
const LINK_DELAY_MS = 1;

let postgres: PostgresPair | undefined;
let runDir: string | undefined;
let streams: StreamLoad | undefined;

async function main(): Promise<number> {
  const skip = await reasonToSkip();
  if (skip) {
    console.info(`test:hosts skipped: ${skip}`);
    return 0;
  }
  const began = Date.now();
  await removeLeftovers();
  runDir = await mkdtemp(path.join(tmpdir(), 'test-hosts-'));
  // PostgreSQL runs as its own user under this folder.
  await chmod(runDir, 0o755);
  const delay = await buildTopology(LINK_DELAY_MS);
  postgres = await startPostgresPair(runDir);
  console.info(`topology up: pg1 primary with pg2 synchronous standby, ${delay} (+${seconds(began)})`);

  // Migrations and the settings row once, from the driver, before any host starts.
  const driverDb = openPostgres(postgres.url, 'postgres', null);
  await prepareDatabase(loadConfig({ SEED_DEMO: '0' }), driverDb);
  const selection = await selectionToBetOn(driverDb.db);
  await driverDb.close();

  const balancer = await startBalancer(runDir);
  const apps = {} as Site['apps'];
  const { url } = postgres;
  const dir = runDir;
  await Promise.all(
    APP_HOSTS.map(async (host) => {
      apps[host] = await startAppHost(host, url, dir);
    }),
  );
  const balancerUrl = { url: BALANCER_URL };
  await until(
    'the balancer passing requests to the hosts',
    async () => (await fetch(`${BALANCER_URL}${HEALTH_PATH}`)).ok,
    30_000,
  );
  const doorBreaks = await balancerBreaks();
  if (doorBreaks.length > 0) throw new Error(`balancer: ${doorBreaks.join('; ')}`);
  const members = await withDatabase(postgres.url, (db) => punters(db, balancerUrl, PUNTERS));
  const forwarded = await withDatabase(postgres.url, forwardedAddressBreaks);
  if (forwarded.length > 0) throw new Error(`balancer: ${forwarded.join('; ')}`);
  const streamLoad = new StreamLoad(balancerUrl, members, STREAM_CLIENTS);
  streams = streamLoad;
  await until('every stream client connected', async () => streamLoad.connectedCount === STREAM_CLIENTS, 60_000);
  const leaders = await withDatabase(postgres.url, engineLeaders);
  console.info(
    `site up: 3 app hosts behind HAProxy, ${PUNTERS} punters, ${STREAM_CLIENTS} streams, ${leaders.size} engines led (${describeLeaders(leaders)}) (+${seconds(began)})`,
  );
  const site: Site = { runDir, postgres, balancer, apps, punters: members, selection, streams: streamLoad };
  for (const scenario of [appHostKilled, linkDown, leaderKilled, primaryFailover]) await runScenario(site, scenario);
  console.info(`test:hosts passed: 4 scenarios in ${seconds(began)}`);
  return 0;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Everything the run made, ended by pid or removed: streams, hosts, balancer, PostgreSQL, namespaces, files. */
async function teardown(): Promise<void> {
  await streams?.stop().catch(() => undefined);
  await killAll().catch(() => undefined);
  if (runDir) await stopPostgresPair(runDir).catch(() => undefined);
  await removeTopology().catch(() => undefined);
  if (runDir && !process.env.KEEP_TEST_HOSTS_DIR) await rm(runDir, { recursive: true, force: true });
}

let tearingDown: Promise<void> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`test:hosts: ${signal}, tearing down`);
    void (tearingDown ??= teardown()).finally(() => process.exit(1));
  });
}

main()
  .catch((error: unknown) => {
    console.error('test:hosts failed:', error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await (tearingDown ??= teardown());
    process.exit(code);
  });
