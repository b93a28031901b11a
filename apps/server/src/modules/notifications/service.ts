/**
 * The member's notification centre (docs/decisions/039): what happened to them — a deposit decided,
 * a withdrawal paid, a bet settled, an answer or a message arrived — written in the transaction that
 * made it happen, and pushed to their open pages over the member stream once that transaction commits.
 */
import {
  NOTIFICATION_LIST_SIZE,
  NOTIFICATION_UNREAD_CAP,
  notificationErrors,
  type MemberNotification,
  type NotificationEvent,
  type NotificationList,
} from '@site/contracts/api/notifications';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberNotificationRow } from '../../db/schema/notifications';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import * as repo from './repo';

/** Where a notification is written from: the event's own transaction (or the pool), its clock and bus. */
export interface NotifyDeps {
  clock: Clock;
  bus: EventBus;
}

/**
 * Writes the member's notification with `db` — the transaction of the event it tells about — and
 * publishes it, which the bus holds until that commits: a rolled-back approval tells nobody anything.
 */
export async function notifyMember(
  db: Database,
  { clock, bus }: NotifyDeps,
  memberId: number,
  event: NotificationEvent,
): Promise<void> {
  const notification = toNotification(await repo.insertNotification(db, memberId, event, clock.now()));
  bus.publish('notification', { memberId, notification });
}

/**
 * notifyMember for many members at once (a batch of a 쪽지 to a segment): one insert, and one bus event
 * per member, held until `db` commits like notifyMember's. The caller bounds the batch.
 */
export async function notifyMembers(
  db: Database,
  { clock, bus }: NotifyDeps,
  entries: readonly { memberId: number; event: NotificationEvent }[],
): Promise<void> {
  for (const row of await repo.insertNotifications(db, entries, clock.now())) {
    bus.publish('notification', { memberId: row.memberId, notification: toNotification(row) });
  }
}

export async function notificationList(db: Database, memberId: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    repo.listNewest(db, memberId, NOTIFICATION_LIST_SIZE),
    unreadCount(db, memberId),
  ]);
  return { items: rows.map(toNotification), unread };
}

export const unreadCount = (db: Database, memberId: number): Promise<number> =>
  repo.countUnread(db, memberId, NOTIFICATION_UNREAD_CAP);

export async function markRead(db: Database, clock: Clock, memberId: number, id: number): Promise<{ unread: number }> {
  if (!(await repo.markRead(db, memberId, id, clock.now()))) throw new AppError(404, notificationErrors.notFound);
  return { unread: await unreadCount(db, memberId) };
}

export async function markAllRead(
  db: Database,
  clock: Clock,
  memberId: number,
  upTo: number,
): Promise<{ unread: number }> {
  await repo.markReadUpTo(db, memberId, upTo, clock.now());
  return { unread: await unreadCount(db, memberId) };
}

/** How long a notification is kept: the bell shows the newest 30, and what they tell lives on its own page. */
export const NOTIFICATION_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** A run of the prune deletes at most this many, in batches: a backlog is worked off over a few runs. */
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES_PER_RUN = 10;

/** Deletes notifications older than the retention; answers how many. */
export async function pruneOldNotifications(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_MS);
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_BATCHES_PER_RUN; batch += 1) {
    const count = await repo.deleteWrittenBefore(db, before, PRUNE_BATCH);
    deleted += count;
    if (count < PRUNE_BATCH) break;
  }
  return deleted;
}

function toNotification(row: MemberNotificationRow): MemberNotification {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    event: row.event,
  };
}
