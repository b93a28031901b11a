import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  SETTLEMENT_CANCELLED,
  SETTLEMENT_CASHED_OUT,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
} from '@site/contracts/api/bets';
import { DEFAULT_ODDS_MOVE_LIMIT_PERCENT } from '@site/contracts/rules/bet-slip';
import { members } from './members';
import { fixtures, selections } from './sports';

/**
 * The settlement code "in progress" written into the SQL text rather than bound: the partial indexes'
 * predicates are literals, and a query's planner can only use them when it sees the same literal.
 */
export const PENDING_LITERAL = sql.raw(String(SETTLEMENT_PENDING));
const SETTLEMENT_CODES_LITERAL = sql.raw(
  [
    SETTLEMENT_CANCELLED,
    SETTLEMENT_PENDING,
    SETTLEMENT_LOST,
    SETTLEMENT_WON,
    SETTLEMENT_VOID,
    SETTLEMENT_CASHED_OUT,
  ].join(', '),
);

/** A member's bet: stake taken at placement, payout credited at settlement (codes of SPEC.md §4). */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 1 sports, 2 live, 3 minigame, 4 virtual, 5 casino */
    gameType: smallint('game_type').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    totalOddsX100: integer('total_odds_x100').notNull(),
    bonusOddsX100: integer('bonus_odds_x100').notNull().default(100),
    potentialPayout: bigint('potential_payout', { mode: 'number' }).notNull(),
    /** the level's maximum payout when it was placed; settlement caps the payout at it */
    maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
    /** -1 cancelled, 0 in progress, 1 lost, 2 won, 3 void, 4 cashed out (docs/decisions/068) */
    status: smallint('status').notNull().default(SETTLEMENT_PENDING),
    /** credited at the end; for a bet cashed out in full, what its cash-outs paid in all */
    payout: bigint('payout', { mode: 'number' }),
    /**
     * The part of the stake partial cash-outs took out (docs/decisions/068): the bet rides on
     * stake − stakeCashedOut, and its potential payout was scaled down with it. 0 for most bets.
     */
    stakeCashedOut: bigint('stake_cashed_out', { mode: 'number' }).notNull().default(0),
    /** won paid by cash-outs so far (partial ones while it rides on, the full one that ended it) */
    cashedOut: bigint('cashed_out', { mode: 'number' }).notNull().default(0),
    /** auto cash-out: cash out in full once the offer reaches this many won; null when not set */
    autoCashOutAt: bigint('auto_cash_out_at', { mode: 'number' }),
    /**
     * a same-match bet (같은 경기 조합, docs/decisions/069): its picks share one fixture and totalOddsX100
     * is the builder's joint price, not the product of the picks' prices
     */
    sameGame: boolean('same_game').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bets_idempotency').on(table.memberId, table.idempotencyKey),
    index('bets_member_idx').on(table.memberId, table.id),
    index('bets_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = ${PENDING_LITERAL}`),
    // The operator's list by day and the dashboard's totals of today (placed, settled).
    index('bets_created_at_idx').on(table.createdAt),
    index('bets_settled_at_idx').on(table.settledAt),
    // the auto cash-out engine's scan: only bets in progress with a threshold set
    index('bets_auto_cash_out_idx')
      .on(table.id)
      .where(sql`${table.status} = ${PENDING_LITERAL} and ${table.autoCashOutAt} is not null`),
    check('bets_stake_positive', sql`${table.stake} > 0`),
    check('bets_status_valid', sql`${table.status} in (${SETTLEMENT_CODES_LITERAL})`),
    check(
      'bets_stake_cashed_out_within',
      sql`${table.stakeCashedOut} >= 0 and ${table.stakeCashedOut} < ${table.stake}`,
    ),
    check('bets_cashed_out_nonnegative', sql`${table.cashedOut} >= 0`),
    check('bets_auto_cash_out_positive', sql`${table.autoCashOutAt} is null or ${table.autoCashOutAt} > 0`),
  ],
);
export type BetRow = typeof bets.$inferSelect;

/** One pick of a bet, with what the member saw copied in so history survives feed changes. */
export const betPicks = pgTable(
  'bet_picks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    /**
     * the bet's member, copied in so that placement's look for the other side of a market the member
     * holds (양방, docs/decisions/051) reads only their picks of the fixture, however many bets it has
     */
    memberId: integer('member_id').notNull(),
    selectionId: bigint('selection_id', { mode: 'number' })
      .notNull()
      .references(() => selections.id),
    fixtureId: bigint('fixture_id', { mode: 'number' })
      .notNull()
      .references(() => fixtures.id),
    marketType: text('market_type').notNull(),
    period: smallint('period').notNull(),
    line: text('line'),
    selectionName: text('selection_name').notNull(),
    priceX100: integer('price_x100').notNull(),
    /** 0 in progress, 1 lost, 2 won, 3 void, -1 cancelled */
    result: smallint('result').notNull().default(SETTLEMENT_PENDING),
  },
  (table) => [
    index('bet_picks_bet_idx').on(table.betId),
    index('bet_picks_pending_selection_idx')
      .on(table.selectionId)
      .where(sql`${table.result} = ${PENDING_LITERAL}`),
    // placement's look for another side of a market the member holds (placement-repo otherSideHeld)
    index('bet_picks_member_fixture_pending_idx')
      .on(table.memberId, table.fixtureId, table.marketType, table.period, table.selectionName)
      .where(sql`${table.result} = ${PENDING_LITERAL}`),
  ],
);
export type BetPickRow = typeof betPicks.$inferSelect;

/** Stake and payout limits of one member level (the cart shows them; placement enforces them). */
export const betLimits = pgTable('bet_limits', {
  level: smallint('level').primaryKey(),
  minStake: bigint('min_stake', { mode: 'number' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
  maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
  maxPicks: smallint('max_picks').notNull(),
});

export const SPORTS_SETTINGS_ROW_ID = 1;

/** The operator's sportsbook rules; one row, like site_settings. */
export const sportsSettings = pgTable(
  'sports_settings',
  {
    id: integer('id').primaryKey().default(SPORTS_SETTINGS_ROW_ID),
    /** [{ minPicks: 3, odds: 1.03 }, …] */
    bonusOdds: jsonb('bonus_odds').$type<{ minPicks: number; odds: number }[]>().notNull(),
    /** market family pairs that may not share one fixture in a bet */
    forbiddenCombos: jsonb('forbidden_combos').$type<[string, string][]>().notNull(),
    cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull().default(10),
    cancelWindowMinutes: integer('cancel_window_minutes').notNull().default(5),
    /** false stops all sports betting (the books stay visible) */
    bettingOpen: boolean('betting_open').notNull().default(true),
    /** members may place singles and multi-singles (단폴) beside the multi */
    singlesAllowed: boolean('singles_allowed').notNull().default(true),
    /** a moved price is taken by itself only within this many percent of the price seen (contracts takesMovedPrice) */
    oddsMoveLimitPercent: integer('odds_move_limit_percent').notNull().default(DEFAULT_ODDS_MOVE_LIMIT_PERCENT),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sports_settings_single_row', sql`${table.id} = 1`)],
);

export const betOperatorActionKinds = ['void', 'resettle'] as const;

/**
 * What an operator did to a bet after it was placed (void, resettle): who, when, why, the bet's status
 * and payout before and after, and the signed amount booked on the ledger under `bet-action:<id>`.
 */
export const betOperatorActions = pgTable(
  'bet_operator_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    kind: text('kind', { enum: betOperatorActionKinds }).notNull(),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => members.id),
    /** the fixture resettled; null for a void */
    fixtureId: bigint('fixture_id', { mode: 'number' }).references(() => fixtures.id),
    statusBefore: smallint('status_before').notNull(),
    statusAfter: smallint('status_after').notNull(),
    payoutBefore: bigint('payout_before', { mode: 'number' }),
    payoutAfter: bigint('payout_after', { mode: 'number' }),
    /** signed won booked on the member's balance; 0 when nothing moved */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bet_operator_actions_bet_idx').on(table.betId, table.id),
    check('bet_operator_actions_kind_valid', sql`${table.kind} in ('void', 'resettle')`),
    check('bet_operator_actions_fixture', sql`(${table.kind} = 'resettle') = (${table.fixtureId} is not null)`),
  ],
);
export type BetOperatorActionRow = typeof betOperatorActions.$inferSelect;

/**
 * A member's betting preferences (배당 변경: which moved prices the slip takes without asking). A
 * member without a row has the defaults (rules.ts DEFAULT_BET_PREFERENCES).
 */
export const memberBetPreferences = pgTable(
  'member_bet_preferences',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    oddsChange: text('odds_change').notNull(),
    /** how prices are shown (docs/decisions/070): decimal, fractional, american, hongkong */
    oddsFormat: text('odds_format').notNull().default('decimal'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('member_bet_preferences_odds_change_valid', sql`${table.oddsChange} in ('any', 'higher', 'ask')`),
    check(
      'member_bet_preferences_odds_format_valid',
      sql`${table.oddsFormat} in ('decimal', 'fractional', 'american', 'hongkong')`,
    ),
  ],
);
