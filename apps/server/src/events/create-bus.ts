import type pg from 'pg';
import { LocalBus, type EventBus } from './bus';
import type { ServerLog } from '../lib/server-log';
import { NotifyBus } from './notify-bus';

export type BusOptions =
  | { mode: 'local' }
  | {
      mode: 'postgres';
      /** the application's pool: NOTIFY goes through it, large events are stored and read with it */
      pool: pg.Pool;
      /** where the LISTEN connection goes when not where the pool's go */
      url?: string;
      log?: ServerLog;
    };

/**
 * The bus a process runs with: in-process when it is the only server, PostgreSQL LISTEN/NOTIFY when
 * several servers (WORKERS=N, or several machines) share one database. The PostgreSQL bus is listening
 * when this resolves, so nothing another server publishes after that is missed.
 */
export async function createBus(options: BusOptions): Promise<EventBus> {
  if (options.mode === 'local') return new LocalBus();
  const bus = new NotifyBus({ pool: options.pool, connection: options.url, log: options.log });
  await bus.start();
  return bus;
}
