import { SPORTS_STREAM_EVENT } from '@site/contracts/api/sports';
import type { EventBus } from '../../events/bus';
import { EventBroadcaster } from '../../http/event-broadcaster';
import { eventText, STREAM_HEARTBEAT_MS } from '../../http/event-stream';

/**
 * GET /sports/stream: every odds batch the bus carries, as Server-Sent Events with the batch's seq
 * as the event id (one subscription and one serialisation per batch for all clients).
 */
export class OddsStream extends EventBroadcaster<'odds'> {
  constructor(bus: EventBus, heartbeatMs = STREAM_HEARTBEAT_MS) {
    super(bus, 'odds', (update) => eventText(SPORTS_STREAM_EVENT, update, update.seq), heartbeatMs);
  }
}
