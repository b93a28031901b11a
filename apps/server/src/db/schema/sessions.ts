import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * 'password': the member changed the password, which ends every session (the changing one gets a new token);
 * 'elsewhere': the member ended it from another session (다른 기기 로그아웃)
 * 'excluded': the member took a time-out or excluded themselves; 'time_limit': their own session limit was reached
 */
export const sessionEndReasons = [
  'replaced',
  'expired',
  'operator',
  'logout',
  'blocked',
  'password',
  'elsewhere',
  'excluded',
  'time_limit',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** hex sha256 of the token; the token itself is never stored, so a leaked table logs nobody in */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** why it ended; decides the status the next request with its token gets (555, 556, 406) */
    endReason: text('end_reason', { enum: sessionEndReasons }),
    /**
     * When this session was proven with a second factor (a TOTP or recovery code at login, or at
     * enrolment); null for a password-only login. The consoles open only on a proven session.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (table) => [
    // One active session per member (a new login replaces the old one), kept by the database even
    // when two logins race; it also serves the operator's "online" column.
    uniqueIndex('sessions_one_active_per_member')
      .on(table.memberId)
      .where(sql`${table.endedAt} is null`),
    // Pruning deletes sessions that ended long ago (workers/prune-expired.ts).
    index('sessions_ended_at').on(table.endedAt),
    check(
      'sessions_end_reason_valid',
      sql`(${table.endedAt} is null and ${table.endReason} is null) or (${table.endedAt} is not null and ${table.endReason} in ('replaced', 'expired', 'operator', 'logout', 'blocked', 'password', 'elsewhere', 'excluded', 'time_limit'))`,
    ),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
