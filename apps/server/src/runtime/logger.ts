import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config';

/** One JSON-lines logger per process, made before the database so its start and the engines can log. */
export function processLogger(config: AppConfig): Logger {
  return pino({ level: config.logLevel });
}

/** The embedded PostgreSQL server's own lines, at debug: its start-up chatter is noise at info. */
export const postgresLogLines =
  (log: Logger) =>
  (line: string): void =>
    log.debug({ postgres: line }, 'embedded postgresql');
