import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationEvent, NotificationKind } from '@site/contracts/api/notifications-codes';
import { members } from './members';

/**
 * What the bell lists (docs/decisions/039): one row per thing that happened to a member, written in
 * the transaction that made it happen, so a notification exists exactly when its event does.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the event's kind, also inside `event`: kept as a column for the operators' queries */
    kind: text('kind').$type<NotificationKind>().notNull(),
    event: jsonb('event').$type<NotificationEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // The bell lists a member's newest; the badge counts their unread, on every page load.
  (table) => [
    index('member_notifications_member_idx').on(table.memberId, table.id),
    index('member_notifications_unread_idx')
      .on(table.memberId, table.id)
      .where(sql`${table.readAt} is null`),
  ],
);

export type MemberNotificationRow = typeof memberNotifications.$inferSelect;
