import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryCategory } from '@site/contracts/inquiries';
import { members } from './members';

/** 1:1 inquiries of the customer centre: the member's question and one operator answer, plain text. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category').$type<InquiryCategory>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** null while waiting (대기) */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => members.id),
    /** null while the member has not opened the latest answer: the unread badge counts these */
    answerReadAt: timestamp('answer_read_at', { withTimezone: true }),
  },
  (table) => [
    index('inquiries_member_idx').on(table.memberId, table.id),
    // The console's queue and its tab count read the waiting ones, oldest first.
    index('inquiries_waiting_idx')
      .on(table.id)
      .where(sql`${table.answer} is null`),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;

/** The operators' ready answers, inserted into the answer form with one click. */
export const inquiryTemplates = pgTable('inquiry_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type InquiryTemplateRow = typeof inquiryTemplates.$inferSelect;
