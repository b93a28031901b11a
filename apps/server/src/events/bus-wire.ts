import type pg from 'pg';
import { SHARED_BUS_EVENTS, type BusEvents } from './bus';

export type SharedBusEvent = (typeof SHARED_BUS_EVENTS)[number];
export type SharedPayload = BusEvents[SharedBusEvent];

/**
 * What one NOTIFY carries: who sent it (a process ignores its own echo), the sender's running number
 * (a receiver that sees one missing knows it lost an event), when it was published (epoch ms, the
 * sender's clock: the bus's lag, site_bus_lag_seconds), and the event, either inline or, when that
 * would not fit, the id of the bus_payloads row that holds it.
 */
interface EnvelopeHead {
  origin: string;
  n: number;
  /** absent from a sender of an older version */
  at?: number;
  event: SharedBusEvent;
}
export type BusEnvelope = (EnvelopeHead & { payload: SharedPayload }) | (EnvelopeHead & { ref: number });

/** NOTIFY refuses a payload of 8000 bytes or more (PostgreSQL's default build). */
export const MAX_NOTIFY_BYTES = 7999;

export const isSharedEvent = (event: string): event is SharedBusEvent =>
  (SHARED_BUS_EVENTS as readonly string[]).includes(event);

/** The notification text of an event sent inline, or undefined when it would not fit in one NOTIFY. */
export function inlineText(
  origin: string,
  n: number,
  at: number,
  event: SharedBusEvent,
  payload: SharedPayload,
): string | undefined {
  const text = JSON.stringify({ origin, n, at, event, payload } satisfies BusEnvelope);
  return Buffer.byteLength(text) <= MAX_NOTIFY_BYTES ? text : undefined;
}

/**
 * Sends notifications in one statement, one round trip for however many events piled up while the
 * previous send was under way. A function scan yields the array's elements in order, and notifications
 * of one transaction reach listeners in the order they were sent.
 */
export async function notifyAll(pool: pg.Pool, channel: string, texts: readonly string[]): Promise<void> {
  await pool.query('select pg_notify($1, text) from unnest($2::text[]) as text', [channel, texts]);
}

/**
 * Stores a large event and notifies its id, in one statement: the row is committed before anyone can
 * read the notification.
 */
export async function storeAndNotify(
  pool: pg.Pool,
  channel: string,
  origin: string,
  n: number,
  at: number,
  event: SharedBusEvent,
  payload: SharedPayload,
): Promise<void> {
  await pool.query(
    `with stored as (insert into bus_payloads (body) values ($2::json) returning id)
     select pg_notify($1, json_build_object('origin', $3::text, 'n', $4::int, 'at', $6::float8, 'event', $5::text, 'ref', stored.id)::text)
       from stored`,
    [channel, JSON.stringify(payload), origin, n, event, at],
  );
}

/** A read that does not answer in this time counts as failed: the events behind it must not wait for ever. */
const LOAD_TIMEOUT_MS = 10_000;

/** The stored event of a by-reference notification; undefined when the row is gone (pruned). */
export async function loadPayload(pool: pg.Pool, ref: number): Promise<SharedPayload | undefined> {
  // pg honours query_timeout per query; its types only know it per connection.
  const query = { text: 'select body from bus_payloads where id = $1', values: [ref], query_timeout: LOAD_TIMEOUT_MS };
  const result = await pool.query<{ body: SharedPayload }>(query as pg.QueryConfig);
  return result.rows[0]?.body;
}

/** Drops stored events older than the retention: receivers read them within moments of the notification. */
export async function prunePayloads(pool: pg.Pool, retentionMs: number): Promise<void> {
  await pool.query(`delete from bus_payloads where created_at < now() - make_interval(secs => $1::float8)`, [
    retentionMs / 1000,
  ]);
}

/** A notification's text as an envelope, or undefined for anything else (another version, garbage). */
export function parseEnvelope(text: string | undefined): BusEnvelope | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { origin, n, at, event } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof n !== 'number' || typeof event !== 'string' || !isSharedEvent(event))
    return undefined;
  const head = { origin, n, event, ...(typeof at === 'number' ? { at } : {}) };
  if ('ref' in value && typeof value.ref === 'number') return { ...head, ref: value.ref };
  if ('payload' in value && Array.isArray(value.payload)) return { ...head, payload: value.payload as SharedPayload };
  return undefined;
}
