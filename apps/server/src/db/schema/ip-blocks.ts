import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const ipBlocks = pgTable('ip_blocks', {
  /** normalized: IPv4 dotted, IPv6 in its canonical short form (see lib/ip-address.ts) */
  ip: text('ip').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
