/**
 * Tournaments and the progressive slot jackpot (issue 14). Rounds are named by plain integers: the
 * casino's tables live in another module that reports rounds through its hooks (modules/casino/round-hooks.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tournamentMetrics } from '@site/contracts/api/tournaments';
import { casinoProducts } from '@site/contracts/casino';
import { members } from './members';

/**
 * open until its end has passed (scheduled or running by the clock); closing once the payout has shut it
 * to rounds still being scored, while its prizes are paid; then paid; or cancelled
 */
export const tournamentStates = ['open', 'closing', 'paid', 'cancelled'] as const;

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    product: text('product', { enum: casinoProducts }).notNull(),
    metric: text('metric', { enum: tournamentMetrics }).notNull(),
    /** a round whose whole stake is smaller counts for nothing */
    minStake: bigint('min_stake', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** ranks 1..n in order, whole won each */
    prizes: jsonb('prizes').$type<{ rank: number; amount: number }[]>().notNull(),
    state: text('state', { enum: tournamentStates }).notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournaments_product_ends').on(table.product, table.endsAt),
    check('tournaments_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** won staked (total-stake) or the best win/stake in hundredths (best-multiplier) */
    score: bigint('score', { mode: 'number' }).notNull().default(0),
    /** when the score last rose: of two equal scores the one reached first ranks higher */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.memberId] }),
    index('tournament_entries_member').on(table.memberId),
  ],
);

/** One row per paid rank: the unique index makes a second payout of a rank impossible. */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    rank: integer('rank').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    score: bigint('score', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('tournament_payouts_once').on(table.tournamentId, table.rank)],
);

export const JACKPOT_ROW_ID = 1;

/**
 * A fresh site's pool and its reset value, inserted in place of the columns' round 1,000,000
 * defaults (kept, to need no migration): a pool that looks as though it has been running.
 */
export const JACKPOT_OPENING = { pool: 13_482_917, seed: 10_000_000 } as const;

/**
 * The progressive slot jackpot, one row. Each slot stake adds `shareBp`/10000 of itself (the
 * fraction below one won is carried in `carryBp`, so nothing is lost to rounding). A closed slot round
 * whose stake is at least `minStake` wins the pool with odds 1 in `oddsPerSpin`, and surely once the
 * pool reaches `mustHitBy` (0: never forced). A win resets the pool to `seed`.
 */
export const jackpotPool = pgTable(
  'jackpot_pool',
  {
    id: integer('id').primaryKey().default(JACKPOT_ROW_ID),
    shareBp: integer('share_bp').notNull().default(100),
    seed: bigint('seed', { mode: 'number' }).notNull().default(1_000_000),
    pool: bigint('pool', { mode: 'number' }).notNull().default(1_000_000),
    carryBp: integer('carry_bp').notNull().default(0),
    oddsPerSpin: integer('odds_per_spin').notNull().default(20_000),
    mustHitBy: bigint('must_hit_by', { mode: 'number' }).notNull().default(50_000_000),
    minStake: bigint('min_stake', { mode: 'number' }).notNull().default(1_000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jackpot_pool_single_row', sql`${table.id} = 1`),
    check('jackpot_pool_non_negative', sql`${table.pool} >= 0`),
  ],
);

/** Every jackpot paid; a round can win it once. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the casino round (casino_rounds.id) that won */
    roundId: integer('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('jackpot_wins_round').on(table.roundId), index('jackpot_wins_won_at').on(table.wonAt)],
);

export const EVENT_SLOT_ROW_ID = 1;

/** GET /eventSlot/set's useFlag (SPEC.md §3): false puts both tournament pages under maintenance. */
export const eventSlotSettings = pgTable(
  'event_slot_settings',
  {
    id: integer('id').primaryKey().default(EVENT_SLOT_ROW_ID),
    useFlag: boolean('use_flag').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('event_slot_settings_single_row', sql`${table.id} = 1`)],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type JackpotPoolRow = typeof jackpotPool.$inferSelect;
