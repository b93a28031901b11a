import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-query';
import { ADDRESS } from './topology';
import { startOnHost, tailOf, type HostProcess } from './processes';
import { until } from './shell';

export const HAPROXY = '/usr/sbin/haproxy';
const configFile = fileURLToPath(new URL('../../../../deploy/haproxy/haproxy.cfg', import.meta.url));

export const BALANCER_URL = `http://${ADDRESS.lb}`;

/** HAProxy on the `lb` host with the production configuration, its backends named by the environment. */
export async function startBalancer(runDir: string): Promise<HostProcess> {
  const balancer = startOnHost('lb', HAPROXY, ['-db', '-f', configFile], {
    env: {
      PATH: process.env.PATH,
      APP1: `${ADDRESS.app1}:8080`,
      APP2: `${ADDRESS.app2}:8080`,
      APP3: `${ADDRESS.app3}:8080`,
    },
    logFile: path.join(runDir, 'haproxy.log'),
  });
  try {
    await until(
      'the balancer listening',
      async () => (await fetch(`${BALANCER_URL}/api/health`, { signal: AbortSignal.timeout(2_000) })).status > 0,
      20_000,
    );
  } catch (error) {
    await balancer.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${await tailOf(balancer.logFile)}`, {
      cause: error,
    });
  }
  return balancer;
}

/**
 * What a client of the balancer must see, asked once the hosts serve: /metrics refused at the door,
 * and a request id on every answer (set by the balancer, echoed by the host). Answers what is wrong.
 */
export async function balancerBreaks(): Promise<string[]> {
  const breaks: string[] = [];
  const metrics = await fetch(`${BALANCER_URL}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (metrics.status !== 403) breaks.push(`/metrics through the balancer answered ${metrics.status}, not 403`);
  const sent = 'made-up-by-the-client';
  const answer = await fetch(`${BALANCER_URL}/api/live`, {
    headers: { 'x-request-id': sent },
    signal: AbortSignal.timeout(5_000),
  });
  const id = answer.headers.get('x-request-id');
  if (!id || id === sent) breaks.push(`the balancer's request id did not come back (got ${id ?? 'none'})`);
  return breaks;
}

/**
 * The addresses the hosts recorded for the punters' logins (member_logins): the client's (the driver,
 * forwarded by the balancer), never the balancer's own. Answers what is wrong.
 */
export async function forwardedAddressBreaks(db: Database): Promise<string[]> {
  const rows = await rawRows<{ ip: string }>(db, sql`select distinct ip from member_logins`);
  const seen = rows.map((row) => row.ip);
  return seen.length === 1 && seen[0] === ADDRESS.driver
    ? []
    : [`logins recorded from ${seen.join(', ') || 'nowhere'}, not only the client ${ADDRESS.driver}`];
}
