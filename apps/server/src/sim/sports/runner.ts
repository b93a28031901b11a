/**
 * Calls a job every `intervalMs`, never two at once: the next call is planned when the previous one
 * has finished, so a slow tick (a busy database) delays the feed instead of piling ticks up.
 */
export class Repeater {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private active = false;

  constructor(
    private readonly job: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  get isActive(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.plan();
  }

  /** Stops planning calls and waits for the one under way, if any. */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private plan(): void {
    if (!this.active) return;
    this.timer = setTimeout(() => {
      this.running = this.job().then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
      void this.running.then(() => this.plan());
    }, this.intervalMs);
  }
}
