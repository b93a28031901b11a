import type pg from 'pg';
import { SHARED_BUS_EVENTS, type BusEvents } from './bus';

export type SharedBusEvent = (typeof SHARED_BUS_EVENTS)[number];

/**
 * What one NOTIFY carries: who sent it (a process ignores its own echo) and the event, either inline
 * or, when that would not fit, the id of the bus_payloads row that holds it.
 */
export type BusEnvelope =
  | { origin: string; event: SharedBusEvent; payload: BusEvents[SharedBusEvent] }
  | { origin: string; event: SharedBusEvent; ref: number };

/** NOTIFY refuses a payload of 8000 bytes or more (PostgreSQL's default build). */
export const MAX_NOTIFY_BYTES = 7999;

export const isSharedEvent = (event: string): event is SharedBusEvent =>
  (SHARED_BUS_EVENTS as readonly string[]).includes(event);

/**
 * Sends one event to every process listening on the channel. Small events travel inside the
 * notification; a large one is stored and its id notified, in one statement (one round trip, and the
 * row is committed before anyone can read the notification).
 */
export async function sendEnvelope(
  pool: pg.Pool,
  channel: string,
  origin: string,
  event: SharedBusEvent,
  payload: BusEvents[SharedBusEvent],
): Promise<'inline' | 'stored'> {
  const inline = JSON.stringify({ origin, event, payload } satisfies BusEnvelope);
  if (Buffer.byteLength(inline) <= MAX_NOTIFY_BYTES) {
    await pool.query('select pg_notify($1, $2)', [channel, inline]);
    return 'inline';
  }
  await pool.query(
    `with stored as (insert into bus_payloads (body) values ($2::json) returning id)
     select pg_notify($1, json_build_object('origin', $3::text, 'event', $4::text, 'ref', stored.id)::text) from stored`,
    [channel, JSON.stringify(payload), origin, event],
  );
  return 'stored';
}

/** The stored event of a by-reference notification; undefined when the row is gone (pruned). */
export async function loadPayload(pool: pg.Pool, ref: number): Promise<BusEvents[SharedBusEvent] | undefined> {
  const result = await pool.query<{ body: BusEvents[SharedBusEvent] }>('select body from bus_payloads where id = $1', [
    ref,
  ]);
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
  const { origin, event } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof event !== 'string' || !isSharedEvent(event)) return undefined;
  if ('ref' in value && typeof value.ref === 'number') return { origin, event, ref: value.ref };
  if ('payload' in value && Array.isArray(value.payload))
    return { origin, event, payload: value.payload as BusEvents[SharedBusEvent] };
  return undefined;
}
