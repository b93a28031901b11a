import { bigserial, json, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bus events too large for one NOTIFY (its payload must stay under 8000 bytes): the publisher stores
 * the event here and notifies its id; every listening process reads the row. Rows are needed for
 * seconds only and are pruned after a few minutes (events/payload-store.ts).
 */
export const busPayloads = pgTable('bus_payloads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // json, not jsonb: stored and read back as written, without jsonb's refusal of \u0000 in strings.
  body: json('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
