import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { postgresLogLines } from './logger';

/** The process's database: DATABASE_URL's, or the embedded server this process runs in DATA_DIR. */
export function openProcessDatabase(config: AppConfig, log: Logger): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: postgresLogLines(log),
    bounds: config.database,
  });
}
