import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The calls that move money under a client's idempotency key, each with its own key space per member:
 * bets of every product ('bet'), cashier requests of both kinds and channels ('cash'), point conversions,
 * rolling settlements and an operator's money adjustments (under the member adjusted).
 */
export const idempotencyScopes = ['bet', 'cash', 'point-convert', 'rolling-settlement', 'operator-money'] as const;
export type IdempotencyScope = (typeof idempotencyScopes)[number];

/**
 * One row per idempotency key a money call used (docs/decisions/038): claimed in the transaction that
 * books the call, with a fingerprint of the request, so a retry of the same request is told from another
 * request under the same key. What the call made is found through the domain's own key (bets,
 * cash_requests, rolling_settlements, the ledger's reference).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    scope: text('scope', { enum: idempotencyScopes }).notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request's meaningful fields (modules/ledger/fingerprint.ts) */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [table.memberId, table.scope, table.key] })],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
