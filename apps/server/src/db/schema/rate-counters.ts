import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the brakes on abuse (login attempts, sign-up checks, password checks), kept in the
 * database so every server process sharing it counts together. One row per (scope, subject): e.g.
 * ('login-ip', '203.0.113.7'). A row whose expires_at has passed counts as zero and is pruned.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** what is counted, e.g. 'login-pair' (modules/rate-limits/scopes.ts) */
    scope: text('scope').notNull(),
    /** who is counted: an IP, a userId, "userId ip", a member id */
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
    /** the first event of the current window */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** the latest event; growing delays are measured from it */
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
    /** from then on the row counts as zero (fixed windows: windowStart + window; sliding: lastHitAt + window) */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'rate_counters_pkey', columns: [table.scope, table.subject] }),
    index('rate_counters_expires_at').on(table.expiresAt),
  ],
);

export type RateCounterRow = typeof rateCounters.$inferSelect;
