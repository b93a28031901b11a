import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BALANCE_STREAM_EVENT, type BalanceUpdate } from '@site/contracts/api/member';
import { NOTIFICATION_STREAM_EVENT } from '@site/contracts/api/notifications-codes';
import type { EventBus } from '../../events/bus';
import { eventText, HEARTBEAT_TEXT, openEventStream, STREAM_HEARTBEAT_MS, writeEvent } from '../../http/event-stream';

/**
 * GET /member/stream: the signed-in member's balance and points whenever they change (a bet placed,
 * settled or cancelled, an operator's credit), so the top bar moves without waiting for its poll.
 * Streams are keyed by member; a member with two tabs gets both updated. The same stream carries the
 * member's new notifications (a deposit approved, a bet settled, a message), so the bell and its toast
 * need no connection of their own; what a dropped stream missed, the site reads again on reconnecting.
 */
export class BalanceStream {
  private readonly clients = new Map<number, Set<ServerResponse>>();
  private unsubscribe: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly heartbeatMs = STREAM_HEARTBEAT_MS,
  ) {}

  /** Opens the member's stream and sends what the balance is now, so a reconnect catches up. */
  open(request: FastifyRequest, reply: FastifyReply, memberId: number, current: BalanceUpdate): void {
    const response = openEventStream(request, reply, () => this.remove(memberId, response));
    const own = this.clients.get(memberId) ?? new Set<ServerResponse>();
    own.add(response);
    this.clients.set(memberId, own);
    this.start();
    writeEvent(response, eventText(BALANCE_STREAM_EVENT, current));
  }

  close(): void {
    for (const own of this.clients.values()) for (const response of own) response.end();
    this.clients.clear();
    this.stop();
  }

  private start(): void {
    if (this.unsubscribe) return;
    const stopBalance = this.bus.subscribe('balance', ({ memberId, emoney, point }) =>
      this.send(memberId, eventText(BALANCE_STREAM_EVENT, { emoney, point } satisfies BalanceUpdate)),
    );
    const stopNotification = this.bus.subscribe('notification', ({ memberId, notification }) =>
      this.send(memberId, eventText(NOTIFICATION_STREAM_EVENT, notification)),
    );
    // Balance events may have been lost (the bus was cut off from the other servers): ending the
    // streams makes each client reconnect, and a new stream starts with the balance as it is now.
    const stopResync = this.bus.subscribe('resync', () => this.close());
    this.unsubscribe = () => {
      stopBalance();
      stopNotification();
      stopResync();
    };
    this.heartbeat = setInterval(() => {
      for (const [memberId, own] of this.clients)
        for (const response of own) if (!writeEvent(response, HEARTBEAT_TEXT)) this.remove(memberId, response);
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private send(memberId: number, text: string): void {
    const own = this.clients.get(memberId);
    if (!own) return;
    for (const response of own) if (!writeEvent(response, text)) this.remove(memberId, response);
  }

  private remove(memberId: number, response: ServerResponse): void {
    const own = this.clients.get(memberId);
    if (!own?.delete(response)) return;
    if (own.size === 0) this.clients.delete(memberId);
    if (this.clients.size === 0) this.stop();
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
