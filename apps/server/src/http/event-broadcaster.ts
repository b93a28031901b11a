import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BusEvents, EventBus } from '../events/bus';
import { HEARTBEAT_CHUNK, openEventStream, STREAM_HEARTBEAT_MS, StreamChunk, writeEvent } from './event-stream';

/**
 * One bus event to every connected client as Server-Sent Events (odds batches, minigame rounds).
 * One subscription for all clients while any is connected, and each event is serialised once and
 * written to all of them, so hundreds of clients cost one JSON.stringify per event, and one
 * compression for those that take gzip (StreamChunk).
 */
export class EventBroadcaster<K extends keyof BusEvents> {
  private readonly clients = new Set<ServerResponse>();
  private unsubscribe: (() => void)[] | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly event: K,
    /** the SSE text of one bus event (eventText) */
    private readonly toText: (...payload: BusEvents[K]) => string,
    private readonly heartbeatMs = STREAM_HEARTBEAT_MS,
  ) {}

  get clientCount(): number {
    return this.clients.size;
  }

  open(request: FastifyRequest, reply: FastifyReply): void {
    const response = openEventStream(request, reply, () => this.remove(response));
    this.clients.add(response);
    this.subscribe();
  }

  /** Ends every stream (server shutdown: open streams would keep it from closing). */
  close(): void {
    for (const response of this.clients) response.end();
    this.clients.clear();
    this.idle();
  }

  /**
   * Events may have been lost (the bus was cut off from the other servers): ending every stream makes
   * each client reconnect and catch up, as it does after any lost connection.
   */
  protected resync(): void {
    for (const response of this.clients) response.end();
    this.clients.clear();
    this.idle();
  }

  private subscribe(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = [
      this.bus.subscribe(this.event, (...payload) => this.send(new StreamChunk(this.toText(...payload)))),
      this.bus.subscribe('resync', () => this.resync()),
    ];
    this.heartbeat = setInterval(() => this.send(HEARTBEAT_CHUNK), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private remove(response: ServerResponse): void {
    if (!this.clients.delete(response)) return;
    if (this.clients.size === 0) this.idle();
  }

  private idle(): void {
    for (const unsubscribe of this.unsubscribe ?? []) unsubscribe();
    this.unsubscribe = undefined;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private send(chunk: StreamChunk): void {
    for (const response of this.clients) if (!writeEvent(response, chunk)) this.remove(response);
  }
}
