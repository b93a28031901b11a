import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { normalizeIp } from '../../lib/ip-address';
import { canonicalJson } from './chain';
import { recordOperatorAction, type OperatorActionEntry, type OperatorActor } from './record';

/** The actor of a console request: its signed-in operator (or partner) and the IP it came from. */
export function operatorOf(request: FastifyRequest): OperatorActor {
  // Set by the session guard (modules/auth/session-guard.ts) that every console scope runs first.
  const member = request.caller?.member;
  if (!member) throw new Error(`route ${request.url} records an operator action without a signed-in caller`);
  return { memberId: member.id, userId: member.userId, ip: normalizeIp(request.ip) };
}

/** What a route says about its action; the target, before and after may come from the work's result. */
export interface AuditedAction<T> extends Omit<OperatorActionEntry, 'target' | 'after'> {
  target: OperatorActionEntry['target'] | ((result: T) => OperatorActionEntry['target']);
  /**
   * Reads the meaningful fields of what the action changes, in the transaction, before and after the
   * work: the record keeps the keys whose value changed. Instead of `before` and `after`.
   */
  read?: (tx: Database) => Promise<Record<string, unknown> | null | undefined>;
  after?: unknown;
  /** the record's `after` from what the work answered (an id, a new row), when not read */
  afterOf?: (result: T) => unknown;
}

/**
 * The one idiom of an operator route that changes something: the work runs in a transaction, given as
 * `tx` to the service in place of `db` (its own transaction becomes a savepoint of this one), and the
 * action is appended to the audit trail in the same transaction. A refused or failed action rolls back
 * with its record; a recorded action cannot be lost while its change is kept.
 */
export function audited<T>(
  db: Database,
  request: FastifyRequest,
  action: AuditedAction<NoInfer<T>>,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const actor = operatorOf(request);
  return db.transaction(async (tx) => {
    const readBefore = action.read ? await action.read(tx) : undefined;
    const result = await work(tx);
    const { before, after } = action.read
      ? changedKeys(readBefore ?? null, (await action.read(tx)) ?? null)
      : { before: action.before ?? null, after: action.afterOf ? action.afterOf(result) : (action.after ?? null) };
    const target = typeof action.target === 'function' ? action.target(result) : action.target;
    await recordOperatorAction(tx, actor, { action: action.action, target, before, after, reason: action.reason });
    return result;
  });
}

/** Of two snapshots, only the keys whose value differs; a side that does not exist stays null. */
export function changedKeys(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of keys) {
    if (canonicalJson(before[key]) === canonicalJson(after[key])) continue;
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

/** The reason the operator typed, where the call has one (a void's `reason`, an adjustment's `memo`). */
export function reasonOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { reason, memo } = body as { reason?: unknown; memo?: unknown };
  if (typeof reason === 'string' && reason.trim()) return reason.trim();
  if (typeof memo === 'string' && memo.trim()) return memo.trim();
  return null;
}
