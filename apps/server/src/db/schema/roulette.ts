/**
 * The roulette promotion (issue 15): the operator's weights and daily budget per wheel, and one row per
 * spin. A spin row is unique per coupon, so however many requests race, a coupon spins once.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { coupons } from './coupons';
import { members } from './members';

/** The one settings row: what vouchers are worth and which levels may not spin. */
export const rouletteSettings = pgTable(
  'roulette_settings',
  {
    id: integer('id').primaryKey().default(1),
    chickenValue: bigint('chicken_value', { mode: 'number' }).notNull().default(20_000),
    pizzaValue: bigint('pizza_value', { mode: 'number' }).notNull().default(25_000),
    excludedLevels: smallint('excluded_levels')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('roulette_settings_single_row', sql`${table.id} = 1`)],
);

/** One row per wheel; a spin locks its wheel's row, so the day's budget is never overspent. */
export const rouletteWheels = pgTable('roulette_wheels', {
  wheel: smallint('wheel').primaryKey(),
  /** won per Seoul day; null: no limit */
  dailyBudget: bigint('daily_budget', { mode: 'number' }),
});

export const roulettePrizeWeights = pgTable(
  'roulette_prize_weights',
  {
    wheel: smallint('wheel')
      .notNull()
      .references(() => rouletteWheels.wheel),
    /** the result code (SPEC.md §4) */
    code: integer('code').notNull(),
    weight: integer('weight').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.wheel, table.code] }),
    check('roulette_prize_weights_non_negative', sql`${table.weight} >= 0`),
  ],
);

export const rouletteSpins = pgTable(
  'roulette_spins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    wheel: smallint('wheel').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => coupons.id),
    result: integer('result').notNull(),
    /** won charged to the wheel's budget */
    value: bigint('value', { mode: 'number' }).notNull(),
    seoulDay: date('seoul_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('roulette_spins_day_idx').on(table.wheel, table.seoulDay),
    index('roulette_spins_member_idx').on(table.memberId, table.createdAt),
  ],
);
export type RouletteSpinRow = typeof rouletteSpins.$inferSelect;
