/**
 * Notes staff write on a member's page (issue 36): dated and signed, never edited or deleted, so the next
 * shift reads what the last one knew ("called about a late withdrawal", "shares a flat with user42").
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

export const memberStaffNotes = pgTable(
  'member_staff_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the staff member who wrote it */
    authorId: integer('author_id')
      .notNull()
      .references(() => members.id),
    /** plain text, 1–1000 characters */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_staff_notes_member_idx').on(table.memberId, table.id)],
);
export type MemberStaffNoteRow = typeof memberStaffNotes.$inferSelect;
