/**
 * The simulated game provider's own books (sim/casino): its live tables, the rounds they dealt, the
 * bets members put on them and the game windows open. Kept in the database so whichever process
 * serves a window sees the table the leading process deals (docs/decisions/029).
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const simCasinoPhases = ['betting', 'dealing', 'result'] as const;
export type SimCasinoPhase = (typeof simCasinoPhases)[number];

/** One live table (a baccarat or roulette game of an aggregator) and the phase of its current round. */
export const simCasinoTables = pgTable(
  'sim_casino_tables',
  {
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind', { enum: ['baccarat', 'roulette'] }).notNull(),
    round: integer('round').notNull(),
    phase: text('phase', { enum: simCasinoPhases }).notNull(),
    phaseEndsAt: timestamp('phase_ends_at', { withTimezone: true }).notNull(),
    /** a baccarat table's shoe between coups (sim/casino/baccarat.ts BaccaratShoe) */
    shoe: jsonb('shoe'),
    /** the table deals while someone watched it lately; an idle table waits in its betting phase */
    watchedUntil: timestamp('watched_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.aggregator, table.gameCode] }),
    index('sim_casino_tables_due_idx').on(table.phaseEndsAt),
  ],
);
export type SimCasinoTableRow = typeof simCasinoTables.$inferSelect;

/** What a table dealt in a round: the coup or the spin, and its line for the bet history. */
export const simCasinoRounds = pgTable(
  'sim_casino_rounds',
  {
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    round: integer('round').notNull(),
    outcome: jsonb('outcome').notNull(),
    detail: text('detail').notNull(),
    dealtAt: timestamp('dealt_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.aggregator, table.gameCode, table.round] }),
    index('sim_casino_rounds_dealt_idx').on(table.dealtAt),
  ],
);
export type SimCasinoRoundRow = typeof simCasinoRounds.$inferSelect;

export const simCasinoBetStatuses = [
  /** written, its debit not answered yet */
  'pending',
  /** the wallet took the stake */
  'placed',
  /** the wallet refused the debit (no money moved) */
  'refused',
  /** the round paid (or lost) and the wallet has the credit */
  'settled',
  /** the debit was cancelled */
  'rolledback',
] as const;

/** One chip a member put on a table spot: one wallet debit. */
export const simCasinoBets = pgTable(
  'sim_casino_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    round: integer('round').notNull(),
    playerId: text('player_id').notNull(),
    windowId: text('window_id').notNull(),
    spot: text('spot').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    debitTxId: text('debit_tx_id').notNull().unique(),
    status: text('status', { enum: simCasinoBetStatuses }).notNull(),
    /** what the spot gave back, stake included, once settled */
    returned: bigint('returned', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sim_casino_bets_round_idx').on(table.aggregator, table.gameCode, table.round),
    index('sim_casino_bets_open_idx').on(table.status),
    index('sim_casino_bets_created_idx').on(table.createdAt),
  ],
);
export type SimCasinoBetRow = typeof simCasinoBets.$inferSelect;

/** A game window the provider opened: the wallet session its launch token became. */
export const simCasinoWindows = pgTable(
  'sim_casino_windows',
  {
    /** random, the window's address: whoever holds it plays as the member */
    id: text('id').primaryKey(),
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    sessionId: text('session_id').notNull(),
    playerId: text('player_id').notNull(),
    nickname: text('nickname').notNull(),
    /** the last balance the wallet answered */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    balanceAt: timestamp('balance_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sim_casino_windows_created_idx').on(table.createdAt)],
);
export type SimCasinoWindowRow = typeof simCasinoWindows.$inferSelect;
