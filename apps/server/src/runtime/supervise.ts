import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { openProcessDatabase } from './database';
import { processLogger } from './logger';
import { prepareDatabase } from './prepare';
import { exitOnSignals, shutdownBoundMs } from './shutdown';

// A worker that dies is replaced, but not in a tight loop when it dies at start (a bad config, a full disk).
const RESTART_DELAY_MS = 1_000;

/**
 * WORKERS=N: this process prepares the database (and runs the embedded server, when there is no
 * DATABASE_URL), then runs N server processes on one port (node:cluster hands connections out in
 * turn) and replaces any that dies. It serves nothing itself. The workers reach the database by its
 * URL and hear each other over the PostgreSQL bus; the engines' locks pick the one that drives each.
 */
export async function supervise(config: AppConfig, workerEntry: string): Promise<void> {
  const log = processLogger(config);
  const database = await openProcessDatabase(config, log);
  try {
    const { demoSeeded } = await prepareDatabase(config, database);
    cluster.setupPrimary({ exec: workerEntry, execArgv: workerExecArgv() });
    const workers = new WorkerSet(log, config.workers, { DATABASE_URL: database.url }, shutdownBoundMs(config));
    // The workers' own bound, and a second to hear them exit.
    exitOnSignals(log, shutdownBoundMs(config) + 1_000, async () => {
      await workers.stop();
      await database.close();
    });
    workers.start();
    log.info({ workers: config.workers, db: database.engine, demoSeeded }, 'supervising server processes');
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Workers run TypeScript as this process does: through tsx's loader. */
function workerExecArgv(): string[] {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return process.execArgv;
  return [...process.execArgv, '--import', import.meta.resolve('tsx')];
}

class WorkerSet {
  private stopping = false;
  private readonly live = new Set<Worker>();

  constructor(
    private readonly log: Logger,
    private readonly count: number,
    private readonly env: Record<string, string>,
    private readonly shutdownMs: number,
  ) {}

  start(): void {
    for (let i = 0; i < this.count; i++) this.fork();
  }

  /** Asks every worker to shut down gracefully and waits; one that hangs is killed. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.live].map(
        (worker) =>
          new Promise<void>((resolve) => {
            // A worker exits by its own bound; one that does not is killed just after it.
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), this.shutdownMs + 500);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }

  private fork(): void {
    const worker = cluster.fork(this.env);
    this.live.add(worker);
    worker.once('exit', (code, signal) => {
      this.live.delete(worker);
      if (this.stopping) return;
      this.log.error({ pid: worker.process.pid, code, signal }, 'server process died: starting another');
      setTimeout(() => {
        if (!this.stopping) this.fork();
      }, RESTART_DELAY_MS).unref();
    });
  }
}
