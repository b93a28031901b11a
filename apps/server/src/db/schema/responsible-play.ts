/**
 * Responsible play (issue 33, docs/decisions/061): the limits members set for themselves, the breaks
 * they take (time-out, self-exclusion), the refusals those limits made, and identity verification.
 */
import {
  exclusionKinds,
  playLimitKinds,
  verificationStatuses,
  type MoneyLimitKind,
} from '@site/contracts/responsible-play';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * One row per member and setting. `value` is in force (null: none). A raise or a removal waits in
 * `pending_value` until `pending_from` (24 hours after it was asked; null: nothing waits); it applies
 * from then on, whether or not anything has written it into `value` yet. members.play_limited says
 * whether a member has any money limit row, so members without one pay nothing on the bet's path.
 */
export const memberPlayLimits = pgTable(
  'member_play_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: playLimitKinds }).notNull(),
    /** whole won for money limits, minutes for sessionMinutes and realityCheckMinutes */
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind] }),
    check('member_play_limits_value_positive', sql`${table.value} is null or ${table.value} > 0`),
    check('member_play_limits_pending_positive', sql`${table.pendingValue} is null or ${table.pendingValue} > 0`),
    check(
      'member_play_limits_pending_has_time',
      sql`${table.pendingValue} is null or ${table.pendingFrom} is not null`,
    ),
  ],
);

export type PlayLimitRow = typeof memberPlayLimits.$inferSelect;

/** A deposit, bet or conversion a member's own limit refused: the operator's report of limits hit. */
export const playLimitHits = pgTable(
  'play_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<MoneyLimitKind>().notNull(),
    /** what the refused request asked for, and what the limit had left */
    attempted: bigint('attempted', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    /** 'sports', 'minigame', 'virtual', 'casino', 'slot', 'deposit', … */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('play_limit_hits_at').on(table.at), index('play_limit_hits_member').on(table.memberId, table.id)],
);

/**
 * A time-out or a self-exclusion. In force from started_at to ends_at; neither the member nor an
 * operator can end it early (no column to do so). members.excluded_until mirrors what login must refuse:
 * until ends_at for a time-out, and for a self-exclusion until the member asks to reopen
 * (reopen_requested_at) plus 24 hours (reopens_at).
 */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: exclusionKinds }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reopenRequestedAt: timestamp('reopen_requested_at', { withTimezone: true }),
    reopensAt: timestamp('reopens_at', { withTimezone: true }),
  },
  (table) => [
    index('member_exclusions_member').on(table.memberId, table.id),
    check('member_exclusions_ends_after_start', sql`${table.endsAt} > ${table.startedAt}`),
  ],
);

export type ExclusionRow = typeof memberExclusions.$inferSelect;

/**
 * A member's identity verification: the legal name, date of birth and an identity document image
 * (stored outside the web root under document_key, served to staff only). One pending request at a time.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    legalName: text('legal_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** the file's name in the document store (never a path a browser can reach) */
    documentKey: text('document_key').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status', { enum: verificationStatuses }).notNull(),
    /** why it was refused, shown to the member */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('identity_verifications_member').on(table.memberId, table.id),
    index('identity_verifications_queue').on(table.status, table.id),
    uniqueIndex('identity_verifications_one_pending')
      .on(table.memberId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
