import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's TOTP secret (docs/decisions/052): pending from the start of enrolment until a first code
 * confirms it (enrolled_at), then in force until the member disables it (the row is deleted).
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** the 20-byte secret sealed with AES-256-GCM (two-factor/secret-box.ts); never answered after enrolment */
  secret: text('secret').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** null while pending */
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  /** the last TOTP step accepted: a code of this step or an earlier one is refused (RFC 6238 §5.2) */
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** The ten one-time recovery codes of an enrolment, kept as sha256 only. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('member_recovery_codes_member_code').on(table.memberId, table.codeHash)],
);

/**
 * The second step of a login: the password was right, the code is still to come. Only the sha256 of
 * the ticket is kept. Single use (used_at), short-lived (expires_at), and dead after a few wrong codes.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the login id as typed, so wrong codes count against the same login-limiter keys as wrong passwords */
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    wrongCodes: integer('wrong_codes').notNull().default(0),
  },
  (table) => [index('login_tickets_expires_at').on(table.expiresAt)],
);
