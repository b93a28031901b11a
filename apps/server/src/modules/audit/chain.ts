/**
 * The hash chain of the operator audit trail (docs/decisions/053). A row's hash is sha256 over its
 * canonical serialisation, which includes the previous row's hash: editing a row changes its hash,
 * and removing one leaves the next row's prev_hash pointing at nothing.
 */
import { createHash } from 'node:crypto';

/** The first row's prev_hash. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: every column but the hash itself. */
export interface ChainedFields {
  id: number;
  at: Date;
  actorMemberId: number;
  actorUserId: string;
  ip: string;
  action: string;
  targetKind: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  prevHash: string;
}

/**
 * JSON with every object's keys sorted, at every depth: jsonb keeps keys in its own order, so what is
 * read back serialises the same as what was written.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The row's hash; the fields are picked by name, so a row read with its own hash hashes alike. */
export function rowHash(row: ChainedFields): string {
  const { id, at, actorMemberId, actorUserId, ip, action, targetKind, targetId, before, after, reason, prevHash } = row;
  const fields = { id, actorMemberId, actorUserId, ip, action, targetKind, targetId, before, after, reason, prevHash };
  const serialised = canonicalJson({ ...fields, at: at.toISOString() });
  return createHash('sha256').update(serialised).digest('hex');
}

/**
 * A before/after value as jsonb will give it back: bigints as strings, dates as ISO text, undefined
 * keys gone. Stored and hashed in this form, so the check recomputes the same hash.
 */
export function asStoredJson(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
  return text === undefined ? null : (JSON.parse(text) as unknown);
}
