/**
 * Live casino and slots (docs/decisions/029): the operator's switches over what the aggregators offer,
 * the members' favourites, the one-time launch tokens, the wallet sessions the games debit through,
 * the rounds (each one bet of game type 5) and every wallet call that moved or may move money.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bets } from './bets';
import { members } from './members';
import { sessions } from './sessions';

/** An aggregator's product switched off is under maintenance; no row means on. */
export const casinoProductSwitches = pgTable(
  'casino_product_switches',
  {
    aggregator: text('aggregator').notNull(),
    product: text('product').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.aggregator, table.product] })],
);

/** A vendor's switch and the lowest member level that sees it; no row means on, for every level. */
export const casinoVendorSettings = pgTable(
  'casino_vendor_settings',
  {
    aggregator: text('aggregator').notNull(),
    vendor: text('vendor').notNull(),
    enabled: boolean('enabled').notNull(),
    minLevel: smallint('min_level').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.aggregator, table.vendor] })],
);

export const casinoFavourites = pgTable(
  'casino_favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.aggregator, table.gameCode] })],
);

/**
 * A launch's one-time token: only its sha256 is kept (a leaked table opens no game), bound to the
 * member, the site session that asked, the aggregator and the game; `usedAt` once authenticate took it.
 */
export const casinoLaunchTokens = pgTable(
  'casino_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    // Pruning deletes sessions ended a day ago; what hung on them goes with them.
    siteSessionId: bigint('site_session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('casino_launch_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * What a game's authenticate made of a launch token: the session its debits name. It lives while the
 * member's site session lives and the game keeps calling (CASINO_SESSION_EXTEND_MINUTES idle ends it).
 */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    /** random, handed to the provider; its calls are signed, so it is kept as it is */
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    // Pruning deletes sessions ended a day ago; what hung on them goes with them.
    siteSessionId: bigint('site_session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('casino_sessions_member_idx').on(table.memberId)],
);

export const casinoRoundStatuses = ['open', 'settled', 'cancelled'] as const;
export type CasinoRoundStatus = (typeof casinoRoundStatuses)[number];

/** One provider round of one member: one bet of game type 5, its stake the sum of the round's debits. */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    aggregator: text('aggregator').notNull(),
    providerRoundId: text('provider_round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    product: text('product').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    /** the names the member saw, copied in so the history survives catalogue changes */
    vendorNameKorean: text('vendor_name_korean').notNull(),
    gameNameKorean: text('game_name_korean').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: casinoRoundStatuses }).notNull().default('open'),
    detail: text('detail'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
  },
  (table) => [
    uniqueIndex('casino_rounds_provider_round').on(table.aggregator, table.providerRoundId),
    uniqueIndex('casino_rounds_bet').on(table.betId),
    // The sweep and the operator's stuck list read open rounds oldest first.
    index('casino_rounds_open_idx')
      .on(table.openedAt)
      .where(sql`${table.status} = 'open'`),
    index('casino_rounds_opened_idx').on(table.openedAt),
    check('casino_rounds_status_valid', sql`${table.status} in ('open', 'settled', 'cancelled')`),
  ],
);
export type CasinoRoundRow = typeof casinoRounds.$inferSelect;

/**
 * Every wallet call that was answered OK with a movement (or none): its (aggregator, txId) is booked
 * once, its body's hash tells a replay from another call under the same id, and the status and
 * balance it answered are answered again to a replay.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    aggregator: text('aggregator').notNull(),
    txId: text('tx_id').notNull(),
    action: text('action').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => casinoRounds.id),
    /** signed whole won moved by this call (debit negative); 0 when nothing moved */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bodyHash: text('body_hash').notNull(),
    /** a debit's table spot as the provider named it ('player', 'red' …); null when it did not say */
    spot: text('spot'),
    status: text('status').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('casino_transactions_once').on(table.aggregator, table.txId),
    index('casino_transactions_round_idx').on(table.roundId),
  ],
);
export type CasinoTransactionRow = typeof casinoTransactions.$inferSelect;
