import { Repeater } from './sports/runner';

/**
 * A simulator's work, one piece at a time: once started a tick every `intervalMs`, and every other
 * call (an operator's fast-forward or draw, a request catching a game up) queued between ticks,
 * never running beside one.
 */
export class SerialTicker {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly repeater: Repeater;

  constructor(
    private readonly tick: () => Promise<unknown>,
    intervalMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.repeater = new Repeater(tick, intervalMs, onError);
  }

  get isActive(): boolean {
    return this.repeater.isActive;
  }

  /** A first tick at once (catching up on what happened while stopped), then one every intervalMs; failures go to onError. */
  async start(): Promise<void> {
    await this.tick().catch(this.onError);
    this.repeater.start();
  }

  /** Stops ticking and waits for the work under way. */
  async stop(): Promise<void> {
    await this.repeater.stop();
    await this.queue;
  }

  /** Runs `work` after everything queued before it; a failure reaches the caller and does not stop the queue. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
