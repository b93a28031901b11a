import { and, asc, count, desc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { NotificationEvent } from '@site/contracts/api/notifications-codes';
import type { Database } from '../../db/client';
import { memberNotifications, type MemberNotificationRow } from '../../db/schema/notifications';

// Every query below is scoped to one member: another member's notification does not exist here.
const ownUnread = (memberId: number) =>
  and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt));

export async function insertNotification(
  db: Database,
  memberId: number,
  event: NotificationEvent,
  createdAt: Date,
): Promise<MemberNotificationRow> {
  const [row] = await db
    .insert(memberNotifications)
    .values({ memberId, kind: event.kind, event, createdAt })
    .returning();
  if (!row) throw new Error('insert into member_notifications returned no row');
  return row;
}

/** Many members' notifications in one statement (a batch of one event each), in the given order. */
export async function insertNotifications(
  db: Database,
  entries: readonly { memberId: number; event: NotificationEvent }[],
  createdAt: Date,
): Promise<MemberNotificationRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(memberNotifications)
    .values(entries.map(({ memberId, event }) => ({ memberId, kind: event.kind, event, createdAt })))
    .returning();
}

export function listNewest(db: Database, memberId: number, limit: number): Promise<MemberNotificationRow[]> {
  return db
    .select()
    .from(memberNotifications)
    .where(eq(memberNotifications.memberId, memberId))
    .orderBy(desc(memberNotifications.id))
    .limit(limit);
}

/** How many are unread, counted up to `cap` (the partial index serves it; a badge shows 99+ anyway). */
export async function countUnread(db: Database, memberId: number, cap: number): Promise<number> {
  const capped = db
    .select({ id: memberNotifications.id })
    .from(memberNotifications)
    .where(ownUnread(memberId))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ unread: count() }).from(capped);
  return row?.unread ?? 0;
}

/** Marks one read; false when the member has no such notification. Reading it twice is fine. */
export async function markRead(db: Database, memberId: number, id: number, now: Date): Promise<boolean> {
  const own = and(eq(memberNotifications.memberId, memberId), eq(memberNotifications.id, id));
  const [updated] = await db
    .update(memberNotifications)
    .set({ readAt: now })
    .where(and(own, isNull(memberNotifications.readAt)))
    .returning({ id: memberNotifications.id });
  if (updated) return true;
  const [existing] = await db.select({ id: memberNotifications.id }).from(memberNotifications).where(own);
  return existing !== undefined;
}

export async function markReadUpTo(db: Database, memberId: number, upTo: number, now: Date): Promise<void> {
  await db
    .update(memberNotifications)
    .set({ readAt: now })
    .where(and(ownUnread(memberId), lte(memberNotifications.id, upTo)));
}

/**
 * Deletes up to `limit` notifications written before `before`, oldest first. Ids grow with time, so the
 * primary key's order finds them at its low end without an index of their own.
 */
export async function deleteWrittenBefore(db: Database, before: Date, limit: number): Promise<number> {
  const oldest = db
    .select({ id: memberNotifications.id })
    .from(memberNotifications)
    .where(lt(memberNotifications.createdAt, before))
    .orderBy(asc(memberNotifications.id))
    .limit(limit);
  const rows = await db
    .delete(memberNotifications)
    .where(inArray(memberNotifications.id, oldest))
    .returning({ id: memberNotifications.id });
  return rows.length;
}
