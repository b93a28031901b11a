/**
 * Operator-authored events (/event, issue 15) and the images operators upload for them. Images live
 * in the database, not on disk: several server processes (WORKERS=N, or machines behind a balancer)
 * share one database but not one data directory, so a file written by one would be missing on another.
 */
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const siteEvents = pgTable(
  'site_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** an uploaded image's name, served at /api/file/download/{thumbnail} */
    thumbnail: text('thumbnail'),
    /** HTML already sanitized (lib/safe-html.ts) when stored */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_events_period_idx').on(table.startsAt, table.endsAt)],
);

export type SiteEventRow = typeof siteEvents.$inferSelect;

export const uploadedImages = pgTable('uploaded_images', {
  /** the file name in /api/file/download/{name}: random, with the extension its bytes say */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
