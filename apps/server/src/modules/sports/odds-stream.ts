import { SPORTS_STREAM_EVENT } from '@site/contracts/api/sports';
import type { EventBus, OddsBatch } from '../../events/bus';
import { EventBroadcaster } from '../../http/event-broadcaster';
import { eventText, STREAM_HEARTBEAT_MS } from '../../http/event-stream';

/**
 * GET /sports/stream: every odds batch the bus carries, as Server-Sent Events with the batch's seq
 * as the event id (one subscription and one serialisation per batch for all clients).
 *
 * The stream numbers the batches, not their publishers: batches reach this process from its own feed
 * and from other servers' engines, and only the numbering of what this stream sends can be kept free
 * of gaps. A client takes a gap as lost batches and fetches its lists again.
 */
export class OddsStream extends EventBroadcaster<'odds'> {
  private readonly numbering: { seq: number };

  constructor(bus: EventBus, heartbeatMs = STREAM_HEARTBEAT_MS) {
    const numbering = { seq: 0 };
    const toText = (batch: OddsBatch) => {
      numbering.seq += 1;
      return eventText(SPORTS_STREAM_EVENT, { seq: numbering.seq, ...batch }, numbering.seq);
    };
    super(bus, 'odds', toText, heartbeatMs);
    this.numbering = numbering;
  }

  /** Batches may have been lost: a number left out makes every client fetch its lists again, and stay connected. */
  protected override resync(): void {
    this.numbering.seq += 1;
  }
}
