/**
 * Operator-authored events (/event, issue 15) and the images operators upload for them. Images live
 * in the database, not on disk: several server processes (WORKERS=N, or machines behind a balancer)
 * share one database but not one data directory, so a file written by one would be missing on another.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eventJoinConditions, eventRewardKinds } from '@site/contracts/api/site-events';
import { coupons } from './coupons';
import { members } from './members';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const siteEvents = pgTable(
  'site_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** an uploaded image's name, served at /api/file/download/{thumbnail} */
    thumbnail: text('thumbnail'),
    /** HTML already sanitized (lib/safe-html.ts) when stored */
    body: text('body').notNull(),
    /** the coupon a participation grants, stored as coupons store a face; null: no 참여하기 button */
    rewardKind: text('reward_kind', { enum: eventRewardKinds }),
    rewardWheel: smallint('reward_wheel'),
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
    /** days the granted coupon stays usable; null for no expiry */
    rewardExpiryDays: integer('reward_expiry_days'),
    /** who may join: 'none', 'firstDeposit' (an approved deposit ever), 'depositToday' (join_min_deposit today) */
    joinCondition: text('join_condition', { enum: eventJoinConditions }).notNull().default('none'),
    joinMinDeposit: bigint('join_min_deposit', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('site_events_period_idx').on(table.startsAt, table.endsAt),
    check(
      'site_events_reward',
      sql`${table.rewardKind} is null
        or (${table.rewardKind} = 'roulette' and ${table.rewardWheel} in (100, 200, 300, 400, 500))
        or (${table.rewardKind} in ('money', 'point') and ${table.rewardAmount} > 0)`,
    ),
  ],
);

export type SiteEventRow = typeof siteEvents.$inferSelect;

/**
 * One member's participation in an event: unique per event and member, so 참여하기 pressed twice, or
 * twenty times at once, books one row and one coupon (coupon_id, granted in the same transaction).
 */
export const siteEventParticipations = pgTable(
  'site_event_participations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => siteEvents.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => coupons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('site_event_participations_once').on(table.eventId, table.memberId),
    index('site_event_participations_member_idx').on(table.memberId),
  ],
);

export const uploadedImages = pgTable('uploaded_images', {
  /** the file name in /api/file/download/{name}: random, with the extension its bytes say */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
