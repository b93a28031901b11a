/**
 * Coupons (issue 15): one row per coupon a member holds. A coupon is granted once per member and
 * source reference (coupons_once), so a retried grant, an event joined twice or an operator's issue
 * sent again cannot give it twice; it is used by setting used_at in the transaction that books what
 * it gives, guarded by `used_at IS NULL`, so two uses at once credit once.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { couponKinds, couponSources, voucherKinds } from '@site/contracts/api/coupons';
import { members } from './members';

/** An operator's issue: one face sent to one member, a level or everyone; its coupons point back here. */
export const couponIssues = pgTable('coupon_issues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: couponKinds }).notNull(),
  wheel: smallint('wheel'),
  amount: bigint('amount', { mode: 'number' }),
  voucher: text('voucher', { enum: voucherKinds }),
  /** 'member' (target_user_id), 'level' (target_level) or 'all' */
  target: text('target', { enum: ['member', 'level', 'all'] }).notNull(),
  targetUserId: text('target_user_id'),
  targetLevel: smallint('target_level'),
  memo: text('memo').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  issuedCount: integer('issued_count').notNull(),
  issuedBy: integer('issued_by').references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CouponIssueRow = typeof couponIssues.$inferSelect;

export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: couponKinds }).notNull(),
    /** roulette: the wheel it spins (100 … 500) */
    wheel: smallint('wheel'),
    /** money: won; point: points */
    amount: bigint('amount', { mode: 'number' }),
    /** voucher: what it is exchanged for */
    voucher: text('voucher', { enum: voucherKinds }),
    source: text('source', { enum: couponSources }).notNull(),
    /** what granted it, e.g. 'issue:12', 'event:3', 'attendance:7:2026-11-24:daily:0', 'spin:88' */
    sourceRef: text('source_ref').notNull(),
    issueId: integer('issue_id').references(() => couponIssues.id),
    /** null: never expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** vouchers: when an operator sent it */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    fulfilledMemo: text('fulfilled_memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_once').on(table.memberId, table.source, table.sourceRef),
    index('coupons_member_idx').on(table.memberId, table.kind, table.usedAt),
    index('coupons_issue_idx').on(table.issueId),
    check(
      'coupons_face',
      sql`(${table.kind} = 'roulette' and ${table.wheel} in (100, 200, 300, 400, 500))
        or (${table.kind} in ('money', 'point') and ${table.amount} > 0)
        or (${table.kind} = 'voucher' and ${table.voucher} is not null)`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;
