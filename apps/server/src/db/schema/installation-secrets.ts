import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets this installation makes for itself when the operator configured none (e.g. the tether
 * gateway's callback key): made once, at random, by whichever process needs one first, and read by
 * every other process of the same database, so they all sign and check alike and a restart keeps it.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, hex */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
