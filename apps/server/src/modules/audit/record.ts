import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTargetKind } from '@site/contracts/api/audit';
import type { Database } from '../../db/client';
import { asStoredJson, GENESIS_HASH, rowHash, type ChainedFields } from './chain';

/** Who did it: the signed-in operator (or partner) and the IP the request came from, normalised. */
export interface OperatorActor {
  memberId: number;
  userId: string;
  ip: string;
}

/** What was done: the action's code, what it changed, the meaningful fields before and after, and why. */
export interface OperatorActionEntry {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | number };
  /** null for something created */
  before?: unknown;
  /** null for something removed */
  after?: unknown;
  reason?: string | null | undefined;
}

// Appends take turns on this key: each reads the chain's head and writes the next link. A
// transaction-level lock, waited on within the session's lock_timeout (db/bounds.ts).
const CHAIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('operator_audit_log'), 0)`;

/**
 * Appends one action to the audit trail in `tx`, the transaction that makes the change: both commit
 * or neither does. Call it last in the transaction: the chain's lock is then held only for the append
 * and the commit, and the transaction holding it waits on nothing else.
 */
export async function recordOperatorAction(
  tx: Database,
  actor: OperatorActor,
  entry: OperatorActionEntry,
): Promise<void> {
  // Outside a transaction the lock would end with its statement and two appends could fork the chain.
  if (!(tx instanceof PgTransaction)) throw new Error('recordOperatorAction needs the transaction of the change');
  await tx.execute(CHAIN_LOCK);
  const head = await tx.execute<{ hash: string; next_id: string }>(sql`
    select (select hash from operator_audit_log order by id desc limit 1) as hash,
           nextval(pg_get_serial_sequence('operator_audit_log', 'id')) as next_id`);
  const [{ hash: prevHash, next_id: nextId }] = head.rows as [{ hash: string | null; next_id: string }];
  const fields: ChainedFields = {
    id: Number(nextId),
    // Whole milliseconds: what timestamptz gives back, so the check hashes the same instant.
    at: new Date(Date.now()),
    actorMemberId: actor.memberId,
    actorUserId: actor.userId,
    ip: actor.ip,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: String(entry.target.id),
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    reason: entry.reason ?? null,
    prevHash: prevHash ?? GENESIS_HASH,
  };
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  await tx.execute(sql`
    insert into operator_audit_log
      (id, at, actor_member_id, actor_user_id, ip, action, target_kind, target_id, before, after, reason, prev_hash, hash)
    overriding system value values
      (${fields.id}, ${fields.at.toISOString()}, ${fields.actorMemberId}, ${fields.actorUserId}, ${fields.ip},
       ${fields.action}, ${fields.targetKind}, ${fields.targetId}, ${json(fields.before)}::jsonb,
       ${json(fields.after)}::jsonb, ${fields.reason}, ${fields.prevHash}, ${rowHash(fields)})`);
}
