import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Words no new nickname may imitate (docs/decisions/048), kept by the operator. Stored as typed; the
 * comparison is on their confusable skeleton (contracts rules/names.ts), computed when read.
 */
export const reservedNames = pgTable('reserved_names', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  word: text('word').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReservedNameRow = typeof reservedNames.$inferSelect;
