import { openPostgres, type Database } from '../db/client';
import type { Punter } from '../resilience/resilience-test-kit';
import type { TestSelection } from '../test/sports-data';
import type { PostgresPair } from './postgres-pair';
import type { HostProcess } from './processes';
import type { StreamLoad } from './streams';
import type { AppHostName } from './topology';

/** The running topology a scenario attacks. */
export interface Site {
  runDir: string;
  postgres: PostgresPair;
  balancer: HostProcess;
  /** the app hosts' current processes (a scenario that restarts one replaces it here) */
  apps: Record<AppHostName, HostProcess>;
  punters: Punter[];
  selection: TestSelection;
  streams: StreamLoad;
}

/**
 * A short-lived connection of the driver's for one check: after the database's address moves, a pool
 * kept from before would hold connections to a server that is gone.
 */
export async function withDatabase<T>(url: string, use: (db: Database) => Promise<T>): Promise<T> {
  const handle = openPostgres(url, 'postgres', null);
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}
