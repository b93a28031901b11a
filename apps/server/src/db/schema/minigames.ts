import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { MinigameResult } from '@site/contracts/minigame-results';
import { bets, PENDING_LITERAL } from './bets';

/** The operator's switch and limits per minigame (contracts minigames.ts ids); a game without a row uses defaults. */
export const minigameSettings = pgTable('minigame_settings', {
  gameId: integer('game_id').primaryKey(),
  systemMaintenanceFlg: boolean('system_maintenance_flg').notNull().default(false),
  minStake: bigint('min_stake', { mode: 'number' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
  maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roundStatusValues = ['open', 'closed', 'drawn', 'cancelled'] as const;

/**
 * One round of one minigame, run by the server as the provider would. The secret is chosen when the
 * round is created and only its commitment is shown until the draw; the result is computed from it.
 */
export const minigameRounds = pgTable(
  'minigame_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id').notNull(),
    /** the Seoul day the round belongs to and its number within that day, from 1 */
    roundDate: date('round_date', { mode: 'string' }).notNull(),
    roundNo: integer('round_no').notNull(),
    status: text('status', { enum: roundStatusValues }).notNull().default('open'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    /** hex; never sent to anyone before the draw */
    secret: text('secret').notNull(),
    /** hex sha256 of `${gameId}:${id}:${secret}`, public from the start */
    commitment: text('commitment').notNull(),
    result: jsonb('result').$type<MinigameResult>(),
    resultText: text('result_text'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('minigame_rounds_number').on(table.gameId, table.roundDate, table.roundNo),
    index('minigame_rounds_game_idx').on(table.gameId, table.id),
    index('minigame_rounds_due_idx')
      .on(table.drawsAt)
      .where(sql`${table.status} in ('open', 'closed')`),
    check('minigame_rounds_status_valid', sql`${table.status} in ('open', 'closed', 'drawn', 'cancelled')`),
    check(
      'minigame_rounds_times',
      sql`${table.opensAt} <= ${table.closesAt} and ${table.closesAt} <= ${table.drawsAt}`,
    ),
  ],
);
export type MinigameRoundRow = typeof minigameRounds.$inferSelect;

/** The single pick of a minigame bet (the bet row holds stake, odds and payout like any bet). */
export const minigamePicks = pgTable(
  'minigame_picks',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => minigameRounds.id),
    /**
     * The bet's member (a bet's member never changes), so a bet's look at the member's own picks on the
     * round (양방) reads only theirs, however many bets the round has.
     */
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    marketKey: text('market_key').notNull(),
    pickKey: text('pick_key').notNull(),
    /** the Korean names as the member saw them, so history reads the same if the game's table changes */
    marketNameKorean: text('market_name_korean').notNull(),
    pickNameKorean: text('pick_name_korean').notNull(),
    priceX100: integer('price_x100').notNull(),
    /** 0 in progress, 1 lost, 2 won, 3 void */
    result: smallint('result').notNull().default(SETTLEMENT_PENDING),
  },
  (table) => [
    index('minigame_picks_round_pending_idx')
      .on(table.roundId)
      .where(sql`${table.result} = ${PENDING_LITERAL}`),
    index('minigame_picks_member_round_pending_idx')
      .on(table.memberId, table.roundId)
      .where(sql`${table.result} = ${PENDING_LITERAL}`),
  ],
);
export type MinigamePickRow = typeof minigamePicks.$inferSelect;
