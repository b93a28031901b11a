import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bets } from './bets';
import { members } from './members';

/**
 * A slip shared as a link (/slip/<code>, docs/decisions/071): the selections of a bet or of a cart, by id.
 * Opening it reads today's prices; the row keeps no price, so a link never promises an old one.
 */
export const sharedSlips = pgTable(
  'shared_slips',
  {
    /** random, URL-safe, unguessable: the link is the only way to it */
    code: text('code').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the bet shared; null when a cart was */
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id),
    selectionIds: jsonb('selection_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('shared_slips_member_idx').on(table.memberId, table.createdAt),
    check('shared_slips_code_shape', sql`${table.code} ~ '^[A-Za-z0-9_-]{10,32}$'`),
  ],
);
export type SharedSlipRow = typeof sharedSlips.$inferSelect;
