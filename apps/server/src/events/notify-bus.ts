import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dedicatedConnectionConfig } from '../db/dedicated-connection';
import { endClient } from '../db/end-client';
import { afterCommit } from '../db/transaction-guard';
import { consoleLog, type ServerLog } from '../lib/server-log';
import { countBusDelivery } from './activity';
import { LocalBus, type BusEventName, type BusEvents, type EventBus } from './bus';
import {
  inlineText,
  isSharedEvent,
  loadPayload,
  notifyAll,
  parseEnvelope,
  prunePayloads,
  storeAndNotify,
  type BusEnvelope,
  type SharedBusEvent,
  type SharedPayload,
} from './bus-wire';

export interface NotifyBusOptions {
  /** publishes (pg_notify), stores and reads large events; the caller owns and ends it */
  pool: pg.Pool;
  /** where the LISTEN connection goes; default: the pool's own settings */
  connection?: string | pg.ClientConfig;
  /** default 'site_bus'; NOTIFY is per database, so every server on one database meets here */
  channel?: string;
  log?: ServerLog;
  /** first and longest wait between attempts to get the LISTEN connection back */
  reconnectFirstMs?: number;
  reconnectMaxMs?: number;
  /** how often the LISTEN connection is checked: a connection that died without a word delivers nothing */
  healthCheckMs?: number;
  /** how long stored (large) events are kept */
  payloadRetentionMs?: number;
}

/** An event waiting to be sent, with when it was published (the receivers' lag is measured from it). */
interface Outgoing {
  event: SharedBusEvent;
  payload: SharedPayload;
  at: number;
}

const DEFAULT_CHANNEL = 'site_bus';
const PRUNE_EVERY_MS = 60_000;
/** Events sent in one statement at most, when many piled up while a send was under way. */
const MAX_EVENTS_PER_SEND = 500;
/** Senders whose last number a receiver remembers (each process start is a new sender). */
const MAX_SENDERS_TRACKED = 100;

/**
 * The bus for several processes on one PostgreSQL database. Local subscribers get an event at once,
 * inside publish(); other processes get it through NOTIFY on one channel, which one dedicated
 * connection per process LISTENs on. Sends leave in publish order and are delivered in that order
 * (a stored event is read before the next one is delivered), so odds batches never overtake each other.
 * When the LISTEN connection is lost, it is reconnected with backoff; what was published meanwhile is
 * lost, so a local `resync` tells the streams to make their clients fetch again.
 */
export class NotifyBus implements EventBus {
  /** this process's (this bus's) id in every envelope it sends; its own echo is ignored */
  readonly origin = randomBytes(8).toString('hex');
  private readonly local = new LocalBus();
  private readonly channel: string;
  private readonly log: ServerLog;
  private readonly outbox: Outgoing[] = [];
  private sending: Promise<void> | undefined;
  /** the number of the last event this bus sent */
  private sent = 0;
  /** each other sender's last number seen here: a number skipped is an event lost */
  private readonly lastSeen = new Map<string, number>();
  private receiving: Promise<void> = Promise.resolve();
  private listener: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private healthTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private lastPruneMs = 0;
  private closed = false;

  constructor(private readonly options: NotifyBusOptions) {
    this.channel = options.channel ?? DEFAULT_CHANNEL;
    if (!/^[a-z_][a-z0-9_]*$/.test(this.channel)) throw new Error(`bad bus channel name: ${this.channel}`);
    this.log = options.log ?? consoleLog;
  }

  /** Opens the LISTEN connection; resolves once events from other processes arrive. Throws if it cannot. */
  async start(): Promise<void> {
    await this.listen();
  }

  publish<K extends BusEventName>(event: K, ...payload: BusEvents[K]): void {
    // Inside a transaction, once it commits (EventBus): the pump then runs outside its scope.
    afterCommit(() => {
      this.local.publish(event, ...payload);
      if (this.closed || !isSharedEvent(event)) return;
      this.outbox.push({ event, payload: payload as SharedPayload, at: Date.now() });
      this.sending ??= this.pump();
    });
  }

  subscribe<K extends BusEventName>(event: K, listener: (...payload: BusEvents[K]) => void): () => void {
    return this.local.subscribe(event, listener);
  }

  listenerCount(event: BusEventName): number {
    return this.local.listenerCount(event);
  }

  /** Sends what was published, then lets go of the LISTEN connection. The pool stays open. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.stopHealthCheck();
    while (this.sending) await this.sending;
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await endClient(listener);
    await this.receiving;
  }

  /** Sends what publish() queued, in order, one statement per run of small events. */
  private async pump(): Promise<void> {
    try {
      while (this.outbox.length > 0) await this.send(this.outbox.splice(0, MAX_EVENTS_PER_SEND));
    } finally {
      this.sending = undefined;
    }
  }

  private async send(events: Outgoing[]): Promise<void> {
    const { pool, payloadRetentionMs = 5 * 60_000 } = this.options;
    let inline: string[] = [];
    let stored = false;
    const flush = async () => {
      const texts = inline;
      inline = [];
      if (texts.length > 0) await this.trySend(texts.length, () => notifyAll(pool, this.channel, texts));
    };
    for (const { event, payload, at } of events) {
      const n = ++this.sent;
      const text = inlineText(this.origin, n, at, event, payload);
      if (text !== undefined) {
        inline.push(text);
        continue;
      }
      await flush();
      stored ||= await this.trySend(1, () => storeAndNotify(pool, this.channel, this.origin, n, at, event, payload));
    }
    await flush();
    if (stored && Date.now() - this.lastPruneMs > PRUNE_EVERY_MS) {
      this.lastPruneMs = Date.now();
      await this.trySend(0, () => prunePayloads(pool, payloadRetentionMs));
    }
  }

  /**
   * One statement of a send; a failure is logged and the events after it still go. The other servers
   * miss the failed ones, and the numbers they skip make them resync at the next event that arrives.
   */
  private async trySend(events: number, statement: () => Promise<void>): Promise<boolean> {
    try {
      await statement();
      return true;
    } catch (error) {
      this.log.error({ err: error, events }, 'bus: could not send to the other servers');
      return false;
    }
  }

  private async listen(): Promise<void> {
    const base = this.options.connection ?? this.options.pool.options;
    const healthCheckMs = this.options.healthCheckMs ?? 10_000;
    // Bounded connect, keepalive both ways; a health check unanswered within its period is a lost connection.
    const client = new pg.Client(dedicatedConnectionConfig(base, `site-bus ${this.origin}`, healthCheckMs));
    client.on('notification', (message) => {
      if (client === this.listener && message.channel === this.channel) this.receive(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      await endClient(client);
      throw error;
    }
    if (this.closed) {
      await endClient(client);
      return;
    }
    this.listener = client;
    this.healthTimer = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.lost(client, error));
    }, healthCheckMs);
    this.healthTimer.unref();
  }

  private receive(text: string | undefined): void {
    const envelope = parseEnvelope(text);
    if (!envelope || envelope.origin === this.origin) return;
    const last = this.lastSeen.get(envelope.origin);
    const lost = last !== undefined && envelope.n !== last + 1;
    this.lastSeen.delete(envelope.origin);
    this.lastSeen.set(envelope.origin, envelope.n);
    const oldest = this.lastSeen.keys().next().value;
    if (this.lastSeen.size > MAX_SENDERS_TRACKED && oldest !== undefined) this.lastSeen.delete(oldest);
    this.receiving = this.receiving.then(() => {
      if (lost) this.deliverLocally('resync');
      return this.deliver(envelope);
    });
  }

  private async deliver(envelope: BusEnvelope): Promise<void> {
    let payload: SharedPayload | undefined;
    try {
      payload = 'ref' in envelope ? await loadPayload(this.options.pool, envelope.ref) : envelope.payload;
    } catch (error) {
      this.log.warn({ err: error, event: envelope.event }, 'bus: could not read a stored event');
    }
    // An event this process cannot read is lost to it: its clients must fetch again.
    if (payload === undefined) this.deliverLocally('resync');
    else this.deliverLocally(envelope.event, ...payload);
    // Publish to delivery here, a stored event's read included; hosts' clocks must agree (NTP) for it to mean much.
    if (envelope.at !== undefined) countBusDelivery(Math.max(0, Date.now() - envelope.at) / 1000);
  }

  /** Calls this process's subscribers; one that throws must not stop the events behind it. */
  private deliverLocally<K extends BusEventName>(event: K, ...payload: BusEvents[K]): void {
    try {
      this.local.publish(event, ...payload);
    } catch (error) {
      this.log.error({ err: error, event }, 'bus: a subscriber failed on an event from another server');
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.listener) return;
    this.listener = undefined;
    this.stopHealthCheck();
    void endClient(client);
    if (this.closed) return;
    this.log.warn({ err: error }, 'bus: lost the LISTEN connection; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const { reconnectFirstMs = 200, reconnectMaxMs = 10_000 } = this.options;
    const delay = Math.min(reconnectMaxMs, reconnectFirstMs * 2 ** Math.min(this.attempt, 20));
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.listen().then(
        () => {
          if (this.closed) return;
          this.attempt = 0;
          // Everything missed is covered by this resync; numbering starts afresh.
          this.lastSeen.clear();
          this.log.info({}, 'bus: LISTEN connection back; streams resync');
          this.deliverLocally('resync');
        },
        (error: unknown) => {
          if (this.closed) return;
          this.log.warn({ err: error, attempt: this.attempt }, 'bus: reconnecting failed; trying again');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private stopHealthCheck(): void {
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.healthTimer = undefined;
  }
}
