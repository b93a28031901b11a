/** How often a periodic worker runs and whom it tells. */
export interface PeriodicSchedule<Result> {
  /** the pause between the end of one run and the start of the next */
  intervalMs: number;
  /** a failed run is reported here and tried again after the pause */
  onError?: (error: unknown) => void;
  /** told what each run did (e.g. a debug log line) */
  onRun?: (result: Result) => void;
}

/**
 * The server's one ticking worker: a job run once at start, then after each pause until stopped, in
 * the one process that leads it (workers/process-workers.ts). Timed runs never overlap; a pending pause
 * alone keeps no process alive. A subclass says what one run does in runOnce, which is also what tests
 * and operator tools call (at once, beside a timed run: each job is safe to run twice).
 */
export abstract class PeriodicWorker<Result> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  protected constructor(private readonly schedule: PeriodicSchedule<Result>) {}

  /** One run now; failures reach the caller. */
  abstract runOnce(): Promise<Result>;

  /** A first run at once (catching up on what happened while no process ran it), then one after each pause; resolves when the first run has ended. */
  start(): Promise<void> {
    if (!this.stopped) return Promise.resolve();
    this.stopped = false;
    return this.runAndSchedule();
  }

  /** Stops the timer and waits for a run under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private runAndSchedule(): Promise<void> {
    const run = this.runOnce()
      .then((result) => this.schedule.onRun?.(result))
      .catch((error: unknown) => this.schedule.onError?.(error))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        this.timer = setTimeout(() => void this.runAndSchedule(), this.schedule.intervalMs);
        this.timer.unref();
      });
    this.running = run;
    return run;
  }
}
