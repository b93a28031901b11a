/**
 * Console calls refused for want of a permission (issue 36, docs/decisions/075): who asked for what, from
 * where. Kept apart from the audit trail, which records what changed; a refusal changed nothing, and a
 * role clicking about a console it cannot use must not take the trail's lock on every click.
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

export const staffRefusals = pgTable(
  'staff_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the caller's staff role at the time */
    staffRole: text('staff_role').notNull(),
    /** the permission the route needs, e.g. 'settings.configure' */
    permission: text('permission').notNull(),
    method: text('method').notNull(),
    /** the route's template, e.g. /api/admin/settings (never the URL with its ids and query) */
    route: text('route').notNull(),
    /** normalised (lib/ip-address.ts) */
    ip: text('ip').notNull(),
  },
  (table) => [index('staff_refusals_at').on(table.at), index('staff_refusals_member').on(table.memberId, table.at)],
);
