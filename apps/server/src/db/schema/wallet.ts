import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

export const ledgerCurrencies = ['money', 'point'] as const;

/**
 * Every change of a member's money or points, written in the same transaction that changes the
 * balance (DESIGN.md "Money"). For each member and currency the amounts sum to the balance.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    currency: text('currency', { enum: ledgerCurrencies }).notNull().default('money'),
    /** why: one of contracts' ledgerReasons ('opening', 'operator', 'bet_stake', …) */
    reason: text('reason').$type<LedgerReason>().notNull(),
    /** what it belongs to, e.g. 'bet:42'; with reason it makes a credit happen at most once */
    reference: text('reference').notNull(),
    /** signed whole won (or points) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_ledger_member_idx').on(table.memberId, table.id),
    // A member's own limits sum their stakes, returns and deposits since the start of a Seoul day, week or month.
    index('wallet_ledger_member_time_idx').on(table.memberId, table.createdAt),
    // The console's reports (issue 36) sum every member's rows of a range of Seoul days.
    index('wallet_ledger_time_idx').on(table.createdAt),
    // A settlement run twice, or a replayed request, cannot pay twice: the database refuses the second row.
    uniqueIndex('wallet_ledger_once').on(table.currency, table.reason, table.reference),
    check('wallet_ledger_balance_math', sql`${table.balanceBefore} + ${table.amount} = ${table.balanceAfter}`),
    check('wallet_ledger_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
export type LedgerRow = typeof walletLedger.$inferSelect;
