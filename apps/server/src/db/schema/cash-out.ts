import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bets } from './bets';
import { members } from './members';

export const CASH_OUT_SETTINGS_ROW_ID = 1;

/**
 * The operator's cash-out rules (캐시아웃, docs/decisions/068); one row, like sports_settings. Cash-out is
 * offered only where every switch allows it: the product, the sport of every pick, the bet's size.
 */
export const cashOutSettings = pgTable(
  'cash_out_settings',
  {
    id: integer('id').primaryKey().default(CASH_OUT_SETTINGS_ROW_ID),
    /** pre-match sports bets (game type 1) */
    prematchEnabled: boolean('prematch_enabled').notNull().default(true),
    /** in-play bets (game type 2) */
    liveEnabled: boolean('live_enabled').notNull().default(true),
    /** sports (feed ids) whose picks make a bet ineligible */
    disabledSportIds: jsonb('disabled_sport_ids').$type<number[]>().notNull().default([]),
    /** bets staking more than this (won) are not offered cash-out; null for no bound */
    maxStake: bigint('max_stake', { mode: 'number' }),
    /** the book's margin taken from the fair value, in basis points (500 = 5%) */
    marginBasisPoints: integer('margin_basis_points').notNull().default(500),
    /** how long a quote can be taken, in seconds */
    quoteSeconds: integer('quote_seconds').notNull().default(5),
    /** whether the cashed-out stake still counts towards rolling (롤링) */
    countsForRolling: boolean('counts_for_rolling').notNull().default(false),
    /** whether a cashed-out bet counts in tournaments */
    countsForTournaments: boolean('counts_for_tournaments').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cash_out_settings_single_row', sql`${table.id} = 1`),
    check('cash_out_settings_margin_range', sql`${table.marginBasisPoints} between 0 and 5000`),
    check('cash_out_settings_quote_range', sql`${table.quoteSeconds} between 1 and 60`),
    check('cash_out_settings_max_stake_positive', sql`${table.maxStake} is null or ${table.maxStake} > 0`),
  ],
);
export type CashOutSettingsRow = typeof cashOutSettings.$inferSelect;

export const cashOutKinds = ['full', 'partial', 'auto'] as const;

/**
 * One cash-out of a bet: what was paid (booked on the ledger as `bet_cash_out` under `cash-out:<id>`),
 * the part of the stake it took out, and the offer it was taken from.
 */
export const betCashOuts = pgTable(
  'bet_cash_outs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: cashOutKinds }).notNull(),
    /** won paid to the member */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the part of the stake this cash-out took out (all that was left for a full one) */
    stakeReleased: bigint('stake_released', { mode: 'number' }).notNull(),
    /** the offer for the whole remaining stake when it was taken */
    offer: bigint('offer', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bet_cash_outs_bet_idx').on(table.betId, table.id),
    check('bet_cash_outs_kind_valid', sql`${table.kind} in ('full', 'partial', 'auto')`),
    check('bet_cash_outs_amount_positive', sql`${table.amount} > 0 and ${table.amount} <= ${table.offer}`),
    check('bet_cash_outs_stake_positive', sql`${table.stakeReleased} > 0`),
  ],
);
export type BetCashOutRow = typeof betCashOuts.$inferSelect;
