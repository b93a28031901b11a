/**
 * The free board (/free, issue 16): members' posts (sanitized HTML, an optional bet of the author's),
 * their comments, and the operator's one row of settings.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bets } from './bets';
import { members } from './members';

export const boardPosts = pgTable(
  'board_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    /** sanitized HTML */
    body: text('body').notNull(),
    /** a bet of the author's, checked when stored */
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id),
    pinned: boolean('pinned').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** deleted posts stay for the record but are never listed or shown */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('board_posts_listed_idx')
      .on(table.pinned, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type BoardPostDbRow = typeof boardPosts.$inferSelect;

export const boardComments = pgTable(
  'board_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    body: text('body').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('board_comments_post_idx').on(table.postId, table.createdAt)],
);
export type BoardCommentDbRow = typeof boardComments.$inferSelect;

/** One row (id 1): what the operator set; absent means the defaults. */
export const boardSettings = pgTable('board_settings', {
  id: smallint('id').primaryKey().default(1),
  excludedLevels: smallint('excluded_levels')
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  postIntervalSeconds: integer('post_interval_seconds').notNull().default(60),
  commentIntervalSeconds: integer('comment_interval_seconds').notNull().default(10),
});
