import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDRESS, type AppHostName } from './topology';
import { startOnHost, tailOf, type HostProcess } from './processes';
import { until } from './shell';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Readiness (modules/health): 200 only while the host reaches its database and is not shutting down. */
export const HEALTH_PATH = '/api/ready';

export const hostUrl = (host: AppHostName) => `http://${ADDRESS[host]}:8080`;

/** Whether a host (asked directly, not through the balancer) says it is ready. */
export async function isReady(host: AppHostName): Promise<boolean> {
  return (await fetch(`${hostUrl(host)}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2_000) })).ok;
}

/**
 * One app host: `node --import tsx apps/server/src/main.ts` in its namespace with the contract's
 * environment (deploy/env/app.env.example) and the test's: logins not braked per address (every
 * client of the test is 10.77.0.1), streams enough for the test's clients, a warn-level log.
 */
export async function startAppHost(host: AppHostName, databaseUrl: string, runDir: string): Promise<HostProcess> {
  const dataDir = path.join(runDir, host);
  await mkdir(dataDir, { recursive: true });
  const app = startOnHost(host, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '8080',
      HOST: ADDRESS[host],
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: ADDRESS.lb,
      METRICS_ALLOW: ADDRESS.driver,
      SITE_HOST_NAME: host,
      BUS: 'postgres',
      SHUTDOWN_DRAIN_MS: '3000',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      LOGIN_LIMIT_PER_IP_PER_MIN: '100000',
      STREAMS_PER_IP: '200',
      // Three hosts and the driver share two cores here: a second's event-loop stall is the machine's, not load.
      SHED_EVENT_LOOP_DELAY_MS: '60000',
    },
    logFile: path.join(runDir, `${host}.log`),
  });
  try {
    await until(`${host} answering ${HEALTH_PATH}`, () => isReady(host), 120_000);
  } catch (error) {
    await app.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- last lines of ${host}'s log ---\n${await tailOf(app.logFile)}`, {
      cause: error,
    });
  }
  return app;
}
