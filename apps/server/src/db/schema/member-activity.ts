import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { securityEventKinds } from '@site/contracts/api/account-activity';
import { members } from './members';

/**
 * A member's successful logins, newest kept (MEMBER_LOGINS_KEPT), for the member's own 계정 활동:
 * a login the member does not recognise is the first sign of a stolen password.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the session the login opened; no foreign key, as ended sessions are pruned and the login stays */
    sessionId: bigint('session_id', { mode: 'number' }),
    ip: text('ip').notNull(),
    /** the browser's User-Agent as sent (cut to 512 characters); summarised when shown */
    userAgent: text('user_agent').notNull(),
    /**
     * The browser's own random id (the site keeps it in localStorage and sends it as X-Device-Id), so
     * the console can tell two accounts played from one device (issue 36, risk flags); null when none came.
     */
    deviceId: text('device_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_logins_member_idx').on(table.memberId, table.id),
    // Linked accounts: every member who logged in from this device, or from this address.
    index('member_logins_device_idx')
      .on(table.deviceId, table.memberId)
      .where(sql`${table.deviceId} is not null`),
    index('member_logins_ip_idx').on(table.ip, table.memberId),
  ],
);
export type MemberLoginRow = typeof memberLogins.$inferSelect;

/** What changed the member's keys (password, withdrawal password, second factor): append-only, shown to the member. */
export const memberSecurityEvents = pgTable(
  'member_security_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: securityEventKinds }).notNull(),
    /** who asked, as the server saw it; null when the server itself acted (a lock after a wrong try has the guesser's IP) */
    ip: text('ip'),
    /** e.g. the operator's reason for an unlock */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('member_security_events_member_idx').on(table.memberId, table.id)],
);
export type MemberSecurityEventRow = typeof memberSecurityEvents.$inferSelect;
