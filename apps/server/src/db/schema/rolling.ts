/**
 * Rolling commission (docs/decisions/036): the rates operators give members and partners, one credit
 * per beneficiary and settled bet, and the settlements that move credits into the balance once.
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RollingKind, RollingRates } from '@site/contracts/api/rolling';
import { bets } from './bets';
import { cashRequests } from './cashier';
import { members } from './members';

/**
 * A member's or partner's rate for one kind, in basis points. A member without a row earns the
 * settings' referral rates from the members they recommended; a partner without a row earns nothing.
 */
export const rollingRates = pgTable(
  'rolling_rates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<RollingKind>().notNull(),
    rollingBp: integer('rolling_bp').notNull().default(0),
    /** partners only: their share of their members' net loss (stakes - wins) */
    losingBp: integer('losing_bp').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind] }),
    check('rolling_rates_range', sql`${table.rollingBp} between 0 and 1000 and ${table.losingBp} between 0 and 10000`),
  ],
);
export type RollingRateRow = typeof rollingRates.$inferSelect;

export const ROLLING_SETTINGS_ROW_ID = 1;

/** The operator's settlement rules; one row. */
export const rollingSettings = pgTable(
  'rolling_settings',
  {
    id: integer('id').primaryKey().default(ROLLING_SETTINGS_ROW_ID),
    minSettlement: bigint('min_settlement', { mode: 'number' }).notNull().default(10_000),
    /** null: no settlement waits for an operator */
    approvalAbove: bigint('approval_above', { mode: 'number' }),
    referralRates: jsonb('referral_rates').$type<RollingRates>().notNull(),
    /** partners see their members' login ids masked (ab***) and search them by nickname only */
    partnerMasksMemberIds: boolean('partner_masks_member_ids').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('rolling_settings_single_row', sql`${table.id} = 1`)],
);
export type RollingSettingsRow = typeof rollingSettings.$inferSelect;

/**
 * A settlement: the credits it claimed (rolling_credits.settlement_id) moved into the balance as one
 * ledger movement (`rolling-settlement:<id>`), at once or when an operator approves it.
 */
export const rollingSettlements = pgTable(
  'rolling_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** a kind, or 'all' */
    kind: text('kind').$type<RollingKind | 'all'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    creditCount: integer('credit_count').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'refused'>().notNull(),
    payout: text('payout').$type<'money' | 'tether'>().notNull(),
    tetherAddress: text('tether_address'),
    /** the tether withdrawal it opened */
    cashRequestId: integer('cash_request_id').references(() => cashRequests.id),
    note: text('note'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => members.id),
  },
  (table) => [
    uniqueIndex('rolling_settlements_idempotency').on(table.memberId, table.idempotencyKey),
    // One settlement waiting for an operator per member: two tabs cannot both queue one.
    uniqueIndex('rolling_settlements_one_pending')
      .on(table.memberId)
      .where(sql`${table.status} = 'pending'`),
    index('rolling_settlements_member_idx').on(table.memberId, table.id),
    index('rolling_settlements_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    check('rolling_settlements_amount_positive', sql`${table.amount} > 0`),
  ],
);
export type RollingSettlementRow = typeof rollingSettlements.$inferSelect;

/**
 * One beneficiary's commission from one settled bet (amount > 0), or its reversal when an operator
 * voided the bet afterwards (amount < 0, `reversal_of` the credit it cancels). Credits are never
 * changed except to be claimed by a settlement, so the history always adds up.
 */
export const rollingCredits = pgTable(
  'rolling_credits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => members.id),
    /** the bettor */
    sourceMemberId: integer('source_member_id')
      .notNull()
      .references(() => members.id),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    kind: text('kind').$type<RollingKind>().notNull(),
    via: text('via').$type<'recommender' | 'partner'>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** when the bet settled (or, for a reversal, was voided): the day /calculate files it under */
    at: timestamp('at', { withTimezone: true }).notNull(),
    settlementId: bigint('settlement_id', { mode: 'number' }).references(() => rollingSettlements.id),
    reversalOf: bigint('reversal_of', { mode: 'number' }).references((): AnyPgColumn => rollingCredits.id),
  },
  (table) => [
    // A credit is reversed once. That a bet credits each beneficiary once while it stands is kept by
    // its settlement holding the bet's row (a bet voided and resettled to a win earns again).
    uniqueIndex('rolling_credits_reversed_once').on(table.reversalOf),
    index('rolling_credits_bet_idx').on(table.betId),
    // What a settlement claims: the beneficiary's credits not yet settled.
    index('rolling_credits_unsettled_idx')
      .on(table.beneficiaryId)
      .where(sql`${table.settlementId} is null`),
    index('rolling_credits_beneficiary_at_idx').on(table.beneficiaryId, table.at),
    index('rolling_credits_settlement_idx').on(table.settlementId),
  ],
);
export type RollingCreditRow = typeof rollingCredits.$inferSelect;
