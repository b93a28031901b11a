import { and, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateCounters, type RateCounterRow } from '../../db/schema/rate-counters';

/** One counter: what is counted (scope) and for whom (subject). */
export interface CounterKey {
  scope: string;
  subject: string;
}

export interface CounterWindow {
  windowMs: number;
  /**
   * fixed (default): the window starts at the key's first event and ends windowMs later, whatever
   * happens in it; sliding: every event pushes the end to windowMs after itself, so the count only
   * falls back to zero after windowMs without events
   */
  sliding?: boolean;
}

export type TakeResult = { allowed: true; count: number } | { allowed: false; count: number; retryAt: Date };

const keyIs = ({ scope, subject }: CounterKey) => and(eq(rateCounters.scope, scope), eq(rateCounters.subject, subject));

/**
 * Counts one event for the key, unless its current window already holds `limit`: then nothing
 * changes and the answer says when the window ends. One statement, so requests racing on several
 * servers can never together get more than `limit` through.
 */
export async function takeSlot(
  db: Database,
  key: CounterKey,
  { windowMs, limit }: { windowMs: number; limit: number },
  now: Date,
): Promise<TakeResult> {
  const [row] = await upsertHit(db, key, { windowMs }, now, limit);
  if (row) return { allowed: true, count: row.count };
  // The row exists (the insert conflicted) and is full; it cannot expire before `now` has passed.
  const current = await readCounter(db, key, now);
  return {
    allowed: false,
    count: current?.count ?? limit,
    retryAt: current?.expiresAt ?? new Date(now.getTime() + windowMs),
  };
}

/** Counts one event for the key and answers the counter as it now stands. */
export async function recordHit(
  db: Database,
  key: CounterKey,
  window: CounterWindow,
  now: Date,
): Promise<RateCounterRow> {
  const [row] = await upsertHit(db, key, window, now);
  if (!row) throw new Error(`rate counter ${key.scope} returned no row`);
  return row;
}

function upsertHit(
  db: Database,
  key: CounterKey,
  { windowMs, sliding = false }: CounterWindow,
  now: Date,
  limit?: number,
) {
  // Inside ON CONFLICT DO UPDATE the table's name is the stored row and `excluded` the proposed one.
  const expired = sql`${rateCounters.expiresAt} <= ${now}`;
  return db
    .insert(rateCounters)
    .values({
      ...key,
      count: 1,
      windowStart: now,
      lastHitAt: now,
      expiresAt: new Date(now.getTime() + windowMs),
    })
    .onConflictDoUpdate({
      target: [rateCounters.scope, rateCounters.subject],
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateCounters.windowStart} end`,
        lastHitAt: sql`excluded.last_hit_at`,
        expiresAt: sliding
          ? sql`excluded.expires_at`
          : sql`case when ${expired} then excluded.expires_at else ${rateCounters.expiresAt} end`,
      },
      ...(limit === undefined ? {} : { setWhere: sql`${expired} or ${rateCounters.count} < ${limit}` }),
    })
    .returning();
}

/** The key's counter while its window lasts; undefined when it never counted or has expired. */
export async function readCounter(db: Database, key: CounterKey, now: Date): Promise<RateCounterRow | undefined> {
  const [row] = await db
    .select()
    .from(rateCounters)
    .where(and(keyIs(key), gt(rateCounters.expiresAt, now)));
  return row;
}

/**
 * Moves the key's latest event to now, but only if it is still the one the caller read: of several
 * requests that found a delay over, exactly one gets through (the others see a new delay).
 */
export async function claimTurn(db: Database, key: CounterKey, seenLastHitAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(rateCounters)
    .set({ lastHitAt: now })
    .where(and(keyIs(key), eq(rateCounters.lastHitAt, seenLastHitAt), gt(rateCounters.expiresAt, now)))
    .returning({ count: rateCounters.count });
  return rows.length > 0;
}

export async function clearCounter(db: Database, key: CounterKey): Promise<number> {
  const rows = await db.delete(rateCounters).where(keyIs(key)).returning({ subject: rateCounters.subject });
  return rows.length;
}

/** Deletes the scope's counters whose subject starts with `prefix`. */
export async function clearCountersByPrefix(db: Database, scope: string, prefix: string): Promise<number> {
  const rows = await db
    .delete(rateCounters)
    .where(and(eq(rateCounters.scope, scope), sql`starts_with(${rateCounters.subject}, ${prefix})`))
    .returning({ subject: rateCounters.subject });
  return rows.length;
}

/** The scope's live counters that reached `minCount`, latest event first, at most `max`. */
export async function listCounters(
  db: Database,
  scope: string,
  { minCount, max }: { minCount: number; max: number },
  now: Date,
): Promise<RateCounterRow[]> {
  return db
    .select()
    .from(rateCounters)
    .where(and(eq(rateCounters.scope, scope), gte(rateCounters.count, minCount), gt(rateCounters.expiresAt, now)))
    .orderBy(desc(rateCounters.lastHitAt))
    .limit(max);
}

/** Deletes every counter whose window is over; answers how many. */
export async function pruneExpiredCounters(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(rateCounters)
    .where(lte(rateCounters.expiresAt, now))
    .returning({ subject: rateCounters.subject });
  return rows.length;
}
