import { and, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
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
  const [row] = await upsertHit(db, key, { windowMs }, now, sql`${rateCounters.count} < ${limit}`);
  if (row) return { allowed: true, count: row.count };
  // The row exists (the insert conflicted) and is full; it cannot expire before `now` has passed.
  const current = await readCounter(db, key, now);
  return {
    allowed: false,
    count: current?.count ?? limit,
    retryAt: current?.expiresAt ?? new Date(now.getTime() + windowMs),
  };
}

/**
 * Growing waits between a key's events: `delaysMs[n]` is the wait after the latest event once the
 * window holds n events (0: none), and the last entry (there is at least one) stands for every larger n.
 */
export interface TurnWindow {
  windowMs: number;
  delaysMs: readonly number[];
}

const delayAfter = (delaysMs: readonly number[], count: number): number =>
  delaysMs[Math.min(count, delaysMs.length - 1)] ?? 0;

/**
 * Counts one event for the key unless it comes before its wait is over (TurnWindow); sliding window.
 * One statement, so of requests racing for the key each sees the events counted before it: however
 * many arrive at once, no more get through without a wait than the delays allow, and of several that
 * find a wait over exactly one gets the turn.
 */
export async function takeTurn(db: Database, key: CounterKey, turns: TurnWindow, now: Date): Promise<TakeResult> {
  const last = turns.delaysMs.length - 1;
  const delays = sql`(array[${sql.join(
    turns.delaysMs.map((delay) => sql`${delay}`),
    sql`, `,
  )}]::integer[])[least(${rateCounters.count}, ${last}) + 1]`;
  // A zero wait admits at once, even when another server's clock wrote a latest event a little ahead.
  const admit = sql`${delays} = 0 or ${rateCounters.lastHitAt} + ${delays} * interval '1 millisecond' <= ${now}`;
  const [row] = await upsertHit(db, key, { windowMs: turns.windowMs, sliding: true }, now, admit);
  if (row) return { allowed: true, count: row.count };
  const current = await readCounter(db, key, now);
  const from = current?.lastHitAt ?? now;
  return {
    allowed: false,
    count: current?.count ?? 0,
    retryAt: new Date(from.getTime() + delayAfter(turns.delaysMs, current?.count ?? 0)),
  };
}

/** Takes back one event the key counted ahead of time (takeSlot, takeTurn) that turned out not to count. */
export async function giveBack(db: Database, key: CounterKey): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(and(keyIs(key), gt(rateCounters.count, 0)));
  // A counter given back to zero is removed, as if its events had never come.
  await db.delete(rateCounters).where(and(keyIs(key), lte(rateCounters.count, 0)));
}

/**
 * Clears the key's counter unless its current window already holds `limit`: answers that full
 * counter, or undefined when the key is (now) clear. One conditional statement, so an event that
 * fills the window at the same moment is either cleared with it or, counted first, is answered.
 */
export async function clearUnlessFull(
  db: Database,
  key: CounterKey,
  limit: number,
  now: Date,
): Promise<RateCounterRow | undefined> {
  await db
    .delete(rateCounters)
    .where(and(keyIs(key), sql`(${rateCounters.expiresAt} <= ${now} or ${rateCounters.count} < ${limit})`));
  // Nothing deleted: no counter, or a full one (or one counted since, below the limit: clear enough).
  const left = await readCounter(db, key, now);
  return left && left.count >= limit ? left : undefined;
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

/** Counts one event for the key; with `admit`, only when the stored row meets it (or has expired). */
function upsertHit(
  db: Database,
  key: CounterKey,
  { windowMs, sliding = false }: CounterWindow,
  now: Date,
  admit?: SQL,
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
      ...(admit === undefined ? {} : { setWhere: sql`${expired} or ${admit}` }),
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
