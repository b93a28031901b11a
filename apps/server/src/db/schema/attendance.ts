/**
 * Attendance (issue 15): one check-in per member and Seoul day, the rewards operators set, and the
 * optional deposit condition. Rewards are booked on the ledger in the check-in's transaction.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attendanceRewardKinds, attendanceTriggers, type AttendanceCredit } from '@site/contracts/api/attendance';
import { members } from './members';

/** The one settings row: the deposit condition (0 = none). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** whole won approved as deposits that Seoul day before a check-in is taken; 0 for no condition */
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('attendance_settings_single_row', sql`${table.id} = 1`),
    check('attendance_settings_min_deposit', sql`${table.minDeposit} >= 0`),
  ],
);

export const attendanceRewards = pgTable(
  'attendance_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: attendanceTriggers }).notNull(),
    /** a streak reward's consecutive days (given on every multiple); 0 for the other triggers */
    streakDays: integer('streak_days').notNull().default(0),
    kind: text('kind', { enum: attendanceRewardKinds }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('attendance_rewards_once').on(table.trigger, table.streakDays),
    check('attendance_rewards_amount_positive', sql`${table.amount} > 0`),
  ],
);
export type AttendanceRewardRow = typeof attendanceRewards.$inferSelect;

export const attendanceCheckIns = pgTable(
  'attendance_check_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the Seoul day the request was taken on, read from the server's clock once */
    seoulDay: date('seoul_day', { mode: 'string' }).notNull(),
    /** consecutive days ending with this one */
    streak: integer('streak').notNull(),
    /** what was credited, as the member was told */
    credited: jsonb('credited').$type<AttendanceCredit[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('attendance_check_ins_once').on(table.memberId, table.seoulDay),
    index('attendance_check_ins_day_idx').on(table.seoulDay),
  ],
);
export type AttendanceCheckInRow = typeof attendanceCheckIns.$inferSelect;
