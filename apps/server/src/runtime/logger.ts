import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config';
import { requestIdMixin } from '../http/request-context';

/**
 * One JSON-lines logger per process, made before the database so its start and the engines can log.
 * A line written while a request is served carries its reqId, whichever code writes it (the mixin).
 * `destination`: stdout unless a test reads the lines.
 */
export function processLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, mixin: requestIdMixin };
  return destination ? pino(options, destination) : pino(options);
}

/** The embedded PostgreSQL server's own lines, at debug: its start-up chatter is noise at info. */
export const postgresLogLines =
  (log: Logger) =>
  (line: string): void =>
    log.debug({ postgres: line }, 'embedded postgresql');
