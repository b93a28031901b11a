import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    /** plain text */
    contents: text('contents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** soft delete: the member removed it from the inbox; the operator's record stays */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // The unread count runs on every navigation; the inbox lists newest first.
  (table) => [
    index('messages_inbox_idx')
      .on(table.memberId, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
