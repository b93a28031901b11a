import type { FastifyInstance } from 'fastify';

/**
 * How many Server-Sent Events streams each client IP holds open, across every stream of the app
 * (odds, rounds, balance). A stream costs a socket and a place in every broadcast for as long as it
 * stays open, so one address cannot open thousands; a browser holds a few (one per stream per tab).
 * Counted per process: with several processes each keeps its own count.
 */
export class StreamSlots {
  private readonly held = new Map<string, number>();
  /** every stream open in this process, whoever holds it (site_stream_clients) */
  private total = 0;

  constructor(readonly maxPerIp: number) {}

  /** Takes a slot for the address; false (and nothing taken) when it already holds maxPerIp. */
  take(ip: string): boolean {
    const count = this.held.get(ip) ?? 0;
    if (count >= this.maxPerIp) return false;
    this.held.set(ip, count + 1);
    this.total += 1;
    return true;
  }

  /** The streams open now, across every address. */
  get open(): number {
    return this.total;
  }

  /** Gives back a slot taken for the address (its stream closed). */
  release(ip: string): void {
    const count = this.held.get(ip) ?? 0;
    if (count === 0) return;
    this.total -= 1;
    if (count <= 1) this.held.delete(ip);
    else this.held.set(ip, count - 1);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's stream slots (registerStreamLimit); absent: streams are not counted */
    streamSlots?: StreamSlots;
  }
}

/** Caps the streams every route opens through openEventStream at maxPerIp per client IP (request.ip). */
export function registerStreamLimit(app: FastifyInstance, maxPerIp: number): void {
  app.decorate('streamSlots', new StreamSlots(maxPerIp));
}
