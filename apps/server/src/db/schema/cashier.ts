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
import { payoutStates } from '@site/contracts/api/cashier';
import { members } from './members';

/**
 * The bank account a member's withdrawals go to, and the withdrawal password that confirms them.
 * Registered once (at sign-up, or in /member by members who joined before); afterwards only an
 * operator changes it, so a stolen login cannot redirect the member's money.
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    /** a code of contracts' bank list */
    bankCode: text('bank_code').notNull(),
    /** digits only */
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    /** argon2id, PHC string, like the login password */
    withdrawalPasswordHash: text('withdrawal_password_hash').notNull(),
    /** wrong withdrawal passwords since the last right one, reset or unlock (withdrawal-password.ts) */
    withdrawalPasswordFailures: smallint('withdrawal_password_failures').notNull().default(0),
    /**
     * Set by the wrong try that used the last one: the password is refused, right or wrong, until the
     * member resets it with the login password (and second factor) or an operator unlocks it.
     */
    withdrawalPasswordLockedAt: timestamp('withdrawal_password_locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The console's list of locked withdrawal passwords reads only these few rows.
  (table) => [
    // Linked accounts (issue 36): every member whose withdrawals go to one account number.
    index('member_bank_accounts_number_idx').on(table.accountNumber),
    index('member_bank_accounts_locked_idx')
      .on(table.withdrawalPasswordLockedAt)
      .where(sql`${table.withdrawalPasswordLockedAt} is not null`),
  ],
);
export type MemberBankAccountRow = typeof memberBankAccounts.$inferSelect;

export const CASHIER_SETTINGS_ROW_ID = 1;

/** How much of a settled stake counts toward the rolling requirement, in percent, per game type code. */
export type RollingWeights = Record<string, number>;

/** The operator's cashier rules: one row, like site_settings. Amounts in whole won. */
export const cashierSettings = pgTable(
  'cashier_settings',
  {
    id: integer('id').primaryKey().default(CASHIER_SETTINGS_ROW_ID),
    depositUnit: bigint('deposit_unit', { mode: 'number' }).notNull().default(10_000),
    depositMin: bigint('deposit_min', { mode: 'number' }).notNull().default(10_000),
    depositMax: bigint('deposit_max', { mode: 'number' }).notNull().default(10_000_000),
    withdrawalUnit: bigint('withdrawal_unit', { mode: 'number' }).notNull().default(10_000),
    withdrawalMin: bigint('withdrawal_min', { mode: 'number' }).notNull().default(10_000),
    withdrawalMax: bigint('withdrawal_max', { mode: 'number' }).notNull().default(5_000_000),
    withdrawalDailyCount: smallint('withdrawal_daily_count').notNull().default(5),
    withdrawalDailyAmount: bigint('withdrawal_daily_amount', { mode: 'number' }).notNull().default(20_000_000),
    /**
     * The daily window (minutes of the Seoul day) in which the cashier takes no requests, e.g. the
     * banks' inspection time 23:30–00:30; it may wrap past midnight. Both null: always open.
     */
    closedFromMinute: smallint('closed_from_minute'),
    closedUntilMinute: smallint('closed_until_minute'),
    /** bonus on the member's first approved deposit of the Seoul day, in percent */
    firstDepositBonusPct: smallint('first_deposit_bonus_pct').notNull().default(10),
    /** bonus on any other deposit, in percent */
    everyDepositBonusPct: smallint('every_deposit_bonus_pct').notNull().default(5),
    bonusCap: bigint('bonus_cap', { mode: 'number' }).notNull().default(300_000),
    bonusCurrency: text('bonus_currency', { enum: ['money', 'point'] })
      .notNull()
      .default('money'),
    /** percent of a deposit that must be bet (settled) before the next withdrawal */
    depositRollingPct: smallint('deposit_rolling_pct').notNull().default(100),
    /** percent of a money bonus that must be bet on top */
    bonusRollingPct: smallint('bonus_rolling_pct').notNull().default(300),
    /** percent of a settled stake that counts, by game type code ('1' sports … '5' casino) */
    rollingWeights: jsonb('rolling_weights')
      .$type<RollingWeights>()
      .notNull()
      .default({ '1': 100, '2': 100, '3': 100, '4': 100, '5': 100 }),
    pointConvertMin: bigint('point_convert_min', { mode: 'number' }).notNull().default(10_000),
    pointConvertUnit: bigint('point_convert_unit', { mode: 'number' }).notNull().default(1_000),
    /** won per 1 USDT, locked into each invoice and withdrawal when it is made */
    tetherRateKrw: integer('tether_rate_krw').notNull().default(1_390),
    /** the tether withdrawal fee in basis points of the amount (100 = 1 %) */
    tetherFeeBp: integer('tether_fee_bp').notNull().default(100),
    tetherDepositMin: bigint('tether_deposit_min', { mode: 'number' }).notNull().default(50_000),
    tetherDepositMax: bigint('tether_deposit_max', { mode: 'number' }).notNull().default(50_000_000),
    /** how long a tether invoice can be paid */
    tetherInvoiceMinutes: smallint('tether_invoice_minutes').notNull().default(30),
    /** shown under the deposit form */
    depositNotes: text('deposit_notes').notNull().default(''),
    /** what the operator's answer to a 계좌문의 says (the site's account is never printed on a page) */
    accountInquiryAnswer: text('account_inquiry_answer').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('cashier_settings_single_row', sql`${table.id} = 1`)],
);
export type CashierSettingsRow = typeof cashierSettings.$inferSelect;

export const cashKinds = ['deposit', 'withdrawal'] as const;
export const cashChannels = ['won', 'tether'] as const;
/**
 * issued: a tether invoice made but not yet recorded by the member (not in the operators' queue);
 * pending: waiting for an operator or the gateway; approved / refused / cancelled (by the member) /
 * expired (an unpaid invoice) are final.
 */
export const cashStatuses = ['issued', 'pending', 'approved', 'refused', 'cancelled', 'expired'] as const;
export const bonusKinds = ['none', 'first', 'every'] as const;

/**
 * Every deposit and withdrawal request, won and tether. A status leaves 'pending' (or 'issued') by
 * one conditional UPDATE, so two operators, or an operator and the gateway, produce one effect.
 */
export const cashRequests = pgTable(
  'cash_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: cashKinds }).notNull(),
    channel: text('channel', { enum: cashChannels }).notNull(),
    status: text('status', { enum: cashStatuses }).notNull(),
    /** whole won: credited for a deposit, taken (held) for a withdrawal */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bonusKind: text('bonus_kind', { enum: bonusKinds }).notNull().default('none'),
    /** the bonus booked on approval (0 until then, or when none applies) */
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
    bonusCurrency: text('bonus_currency', { enum: ['money', 'point'] }),
    /** won to bet before the next withdrawal, fixed when the deposit is approved */
    rollingRequired: bigint('rolling_required', { mode: 'number' }).notNull().default(0),
    depositorName: text('depositor_name'),
    /** a withdrawal's destination as it was when requested */
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    holderName: text('holder_name'),
    /** tether: micro-USDT (6 decimals, as TRC-20 USDT counts), the locked rate and fee */
    usdtMicro: bigint('usdt_micro', { mode: 'number' }),
    rateKrw: integer('rate_krw'),
    feeBp: integer('fee_bp'),
    /** tether: the member's TRC-20 address (withdrawal) or the gateway's deposit address */
    address: text('address'),
    /** tether: the gateway's invoice id and payment page */
    invoiceId: text('invoice_id'),
    paymentUrl: text('payment_url'),
    txHash: text('tx_hash'),
    /** tether deposit: the most confirmations a callback reported (it is credited only at the configured number) */
    confirmations: integer('confirmations'),
    /** tether withdrawal: where its payout stands; the request stays pending until it is confirmed */
    payoutState: text('payout_state', { enum: payoutStates }),
    /** tether withdrawal: when its payout was last claimed for a call to the gateway (the retry sweep waits after it) */
    payoutAt: timestamp('payout_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    refusalReason: text('refusal_reason'),
    /** the operator who approved or refused; null when the member or the gateway ended it */
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cash_requests_idempotency').on(table.memberId, table.idempotencyKey),
    // One pending request of a kind and channel per member, enforced where two tabs cannot race it.
    uniqueIndex('cash_requests_one_pending')
      .on(table.memberId, table.kind, table.channel)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('cash_requests_invoice').on(table.invoiceId),
    index('cash_requests_queue_idx').on(table.status, table.kind, table.channel, table.id),
    index('cash_requests_member_idx').on(table.memberId, table.id),
    index('cash_requests_created_idx').on(table.createdAt),
    // The retry sweep's list: payouts approved but not yet answered by the gateway.
    index('cash_requests_payouts_open_idx')
      .on(table.payoutAt)
      .where(sql`${table.payoutState} in ('requested', 'sent')`),
    check('cash_requests_amount_positive', sql`${table.amount} > 0`),
  ],
);
export type CashRequestRow = typeof cashRequests.$inferSelect;
export type NewCashRequestRow = typeof cashRequests.$inferInsert;

/**
 * 계좌문의: a member asks for the deposit account; an operator answers with the text of the cashier
 * settings as a message. (The customer centre takes these over when it exists.)
 */
export const accountInquiries = pgTable(
  'account_inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    answered: boolean('answered').notNull().default(false),
    answeredBy: integer('answered_by').references(() => members.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('account_inquiries_open_idx')
      .on(table.id)
      .where(sql`not ${table.answered}`),
    // One open inquiry per member: asking twice adds nothing for the operators to answer.
    uniqueIndex('account_inquiries_one_open')
      .on(table.memberId)
      .where(sql`not ${table.answered}`),
  ],
);
export type AccountInquiryRow = typeof accountInquiries.$inferSelect;

export const simTetherInvoiceStatuses = ['open', 'paid', 'confirmed', 'expired'] as const;

/**
 * The simulated tether gateway's own books (a real gateway keeps these on its side): invoices it
 * issued to us and what the chain did with them.
 */
export const simTetherInvoices = pgTable(
  'sim_tether_invoices',
  {
    id: text('id').primaryKey(),
    /** what the merchant (our server) called it: the cash request id */
    merchantReference: text('merchant_reference').notNull(),
    usdtMicro: bigint('usdt_micro', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: simTetherInvoiceStatuses }).notNull(),
    confirmations: smallint('confirmations').notNull().default(0),
    txHash: text('tx_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** when our server acknowledged the signed callback; until then the gateway retries it */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sim_tether_invoices_open_idx').on(table.status, table.deliveredAt)],
);
export type SimTetherInvoiceRow = typeof simTetherInvoices.$inferSelect;

/** The simulated gateway's payouts (tether withdrawals it sent on our order). */
export const simTetherPayouts = pgTable('sim_tether_payouts', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull().unique(),
  address: text('address').notNull(),
  usdtMicro: bigint('usdt_micro', { mode: 'number' }).notNull(),
  txHash: text('tx_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
