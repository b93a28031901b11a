import type { Logger } from 'pino';
import type { AppConfig } from '../config';

// Past the last request's deadline: the engines' last tick and the connections' close.
const SHUTDOWN_MARGIN_MS = 5_000;

/**
 * How long a graceful shutdown may take: the drain while the balancer takes the host out, then every in-flight request is answered or refused by its
 * deadline, and whatever it had not committed rolls back with its connection.
 */
export const shutdownBoundMs = (config: Pick<AppConfig, 'requestDeadlineMs' | 'shutdownDrainMs'>): number =>
  config.shutdownDrainMs + config.requestDeadlineMs + SHUTDOWN_MARGIN_MS;

/**
 * On SIGINT or SIGTERM runs `close` once and exits; a second signal, or a close that takes longer
 * than `boundMs`, exits at once. Answers the same shutdown for other causes (a worker whose
 * supervisor died).
 */
export function exitOnSignals(log: Logger, boundMs: number, close: () => Promise<void>): (reason: string) => void {
  let closing = false;
  const shutDown = (reason: string) => {
    if (closing) {
      log.warn({ reason }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    log.info({ reason }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, boundMs).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutDown('SIGINT'));
  process.on('SIGTERM', () => shutDown('SIGTERM'));
  return shutDown;
}
