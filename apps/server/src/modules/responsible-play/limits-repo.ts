import { moneyLimitKinds, type PlayLimitKind } from '@site/contracts/responsible-play';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { memberPlayLimits, type PlayLimitRow } from '../../db/schema/responsible-play';

/** A row's value in force at `now`: a pending raise or removal counts from its pending_from on. */
export const valueInForce = (row: Pick<PlayLimitRow, 'value' | 'pendingValue' | 'pendingFrom'>, now: Date) =>
  row.pendingFrom !== null && row.pendingFrom <= now ? row.pendingValue : row.value;

/** The change still waiting at `now`, if any (one whose time has come is in force, not waiting). */
export const pendingAt = (row: Pick<PlayLimitRow, 'pendingValue' | 'pendingFrom'>, now: Date) =>
  row.pendingFrom !== null && row.pendingFrom > now ? { value: row.pendingValue, from: row.pendingFrom } : null;

export async function listLimitRows(db: Database, memberId: number): Promise<PlayLimitRow[]> {
  return db.select().from(memberPlayLimits).where(eq(memberPlayLimits.memberId, memberId));
}

/**
 * Puts `value` in force at once and drops any change that was waiting (a lower limit asked while a raise
 * waited replaces the raise). Call under the member's row lock.
 */
export async function writeLimitNow(
  tx: Database,
  memberId: number,
  kind: PlayLimitKind,
  value: number | null,
  now: Date,
): Promise<void> {
  const row = { value, pendingValue: null, pendingFrom: null, updatedAt: now };
  await tx
    .insert(memberPlayLimits)
    .values({ memberId, kind, ...row })
    .onConflictDoUpdate({ target: [memberPlayLimits.memberId, memberPlayLimits.kind], set: row });
}

/**
 * Keeps the limit in force as it is and makes `value` (null: none) wait until `from`. A change whose
 * time had already come is first written into `value`, so the one in force stays what the member saw.
 */
export async function writeLimitPending(
  tx: Database,
  memberId: number,
  kind: PlayLimitKind,
  change: { inForce: number | null; value: number | null; from: Date },
  now: Date,
): Promise<void> {
  const row = { value: change.inForce, pendingValue: change.value, pendingFrom: change.from, updatedAt: now };
  await tx
    .insert(memberPlayLimits)
    .values({ memberId, kind, ...row })
    .onConflictDoUpdate({ target: [memberPlayLimits.memberId, memberPlayLimits.kind], set: row });
}

/** Drops a change still waiting; one whose time has come stays in force. Answers whether one was dropped. */
export async function cancelPendingLimit(
  tx: Database,
  memberId: number,
  kind: PlayLimitKind,
  now: Date,
): Promise<boolean> {
  const dropped = await tx
    .update(memberPlayLimits)
    .set({ pendingValue: null, pendingFrom: null, updatedAt: now })
    .where(
      and(
        eq(memberPlayLimits.memberId, memberId),
        eq(memberPlayLimits.kind, kind),
        sql`${memberPlayLimits.pendingFrom} > ${now}`,
      ),
    )
    .returning({ kind: memberPlayLimits.kind });
  return dropped.length > 0;
}

/**
 * members.play_limited: whether any money limit is set or waiting, so a stake or a deposit reads the
 * limits only for those members. Call after every write, in the same transaction.
 */
export async function refreshPlayLimited(tx: Database, memberId: number): Promise<void> {
  await tx
    .update(members)
    .set({
      playLimited: sql`exists (
        select 1 from ${memberPlayLimits}
        where ${memberPlayLimits.memberId} = ${memberId}
          and ${memberPlayLimits.kind} = any(${`{${moneyLimitKinds.join(',')}}`}::text[])
          and (${memberPlayLimits.value} is not null or ${memberPlayLimits.pendingValue} is not null))`,
    })
    .where(eq(members.id, memberId));
}
