import type { Logger } from 'pino';

// Long enough for in-flight requests to finish, short enough that a stuck close does not block a deploy.
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * On SIGINT or SIGTERM runs `close` once and exits; a second signal, or a close that takes longer
 * than SHUTDOWN_TIMEOUT_MS, exits at once. Answers the same shutdown for other causes (a worker whose
 * supervisor died).
 */
export function exitOnSignals(log: Logger, close: () => Promise<void>): (reason: string) => void {
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
    }, SHUTDOWN_TIMEOUT_MS).unref();
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
