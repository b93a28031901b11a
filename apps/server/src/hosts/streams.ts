import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import type { Punter, Reachable } from '../resilience/resilience-test-kit';
import { sleep } from './shell';

/** Longer than the streams' 15 s heartbeat (http/event-stream.ts): this long without a byte is a dead stream. */
const SILENCE_MS = 25_000;
/** What a browser waits before reconnecting (the SSE retry the server sends is 3 s; a test need not wait as long). */
const RECONNECT_MS = 1_000;

/** One interruption a stream client went through: when its stream dropped and when it was back. */
interface Gap {
  droppedAt: number;
  backAt: number | undefined;
}

/**
 * An event-stream client through the balancer (the odds stream, or a member's balance stream) that
 * reconnects whenever its stream ends, errs or stays silent past the heartbeat, recording each gap.
 */
class StreamClient {
  connected = false;
  readonly gaps: Gap[] = [];
  private running = true;
  private current: AbortController | undefined;
  readonly done: Promise<void>;

  constructor(
    private readonly balancer: Reachable,
    private readonly route: string,
    private readonly token: string | undefined,
  ) {
    this.done = this.loop();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      await this.readOnce().catch(() => undefined);
      if (!this.running) return;
      // A stream that was up dropped: a gap opens, closed by the first bytes of a later connection.
      if (this.connected) this.gaps.push({ droppedAt: Date.now(), backAt: undefined });
      this.connected = false;
      await sleep(RECONNECT_MS);
    }
  }

  /** Reads one connection until it ends; marks the client connected at its first bytes. */
  private async readOnce(): Promise<void> {
    const controller = new AbortController();
    this.current = controller;
    let silence = setTimeout(() => controller.abort(), SILENCE_MS);
    try {
      const response = await fetch(`${this.balancer.url}${this.route}`, {
        headers: this.token ? { [AUTH_HEADER]: bearer(this.token) } : {},
        signal: controller.signal,
      });
      if (response.status !== 200 || !response.body) return;
      const reader = response.body.getReader();
      for (;;) {
        const { done } = await reader.read();
        if (done) return;
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), SILENCE_MS);
        if (!this.connected) {
          this.connected = true;
          const gap = this.gaps.at(-1);
          if (gap && gap.backAt === undefined) gap.backAt = Date.now();
        }
      }
    } finally {
      clearTimeout(silence);
      controller.abort();
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.current?.abort();
    await this.done;
  }
}

/** The stream clients of the load: half watching the odds, half their own balance. */
export class StreamLoad {
  private readonly clients: StreamClient[];

  constructor(balancer: Reachable, punters: readonly Punter[], count: number) {
    this.clients = Array.from({ length: count }, (_, index) => {
      const punter = punters[index % punters.length];
      return index % 2 === 0 || !punter
        ? new StreamClient(balancer, '/api/sports/stream', undefined)
        : new StreamClient(balancer, '/api/member/stream', punter.token);
    });
  }

  get connectedCount(): number {
    return this.clients.filter((client) => client.connected).length;
  }

  get size(): number {
    return this.clients.length;
  }

  /** Streams that dropped since `at`, and the longest time from `at` until each was back (undefined: one is not). */
  since(at: number): { dropped: number; backWithinMs: number | undefined } {
    const gaps = this.clients.flatMap((client) => client.gaps.filter((gap) => gap.droppedAt >= at));
    const open = gaps.some((gap) => gap.backAt === undefined);
    return {
      dropped: gaps.length,
      backWithinMs: open ? undefined : Math.max(0, ...gaps.map((gap) => (gap.backAt ?? at) - at)),
    };
  }

  async stop(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.stop()));
  }
}
