import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-query';
import { ADDRESS, APP_HOSTS, type AppHostName } from './topology';

/**
 * Which host leads which engine: the advisory locks held by leader connections (application_name
 * `site-leader <pid> <key>`, workers/leader-lock.ts), the host told by the connection's address.
 */
export async function engineLeaders(db: Database): Promise<Map<string, AppHostName>> {
  const rows = await rawRows<{ name: string; address: string }>(
    db,
    sql`select a.application_name as name, host(a.client_addr) as address
          from pg_stat_activity a join pg_locks l on l.pid = a.pid and l.locktype = 'advisory' and l.granted
         where a.datname = current_database() and a.application_name like 'site-leader %'`,
  );
  const leaders = new Map<string, AppHostName>();
  for (const { name, address } of rows) {
    const host = APP_HOSTS.find((candidate) => ADDRESS[candidate] === address);
    const key = name.split(' ')[2];
    if (host && key) leaders.set(key, host);
  }
  return leaders;
}

/** The host leading the most engines. */
export function busiestLeader(leaders: Map<string, AppHostName>): AppHostName | undefined {
  const counts = new Map<AppHostName, number>();
  for (const host of leaders.values()) counts.set(host, (counts.get(host) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export const describeLeaders = (leaders: Map<string, AppHostName>) =>
  APP_HOSTS.map((host) => `${host} ${[...leaders.values()].filter((leader) => leader === host).length}`).join(', ');
