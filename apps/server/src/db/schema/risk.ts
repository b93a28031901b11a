/**
 * Risk flags (issue 36): what the detection sweep found that a risk analyst should look at. A flag names
 * the member, the other member where two accounts are linked, and the thing they share or the pattern
 * seen, with its evidence; a person resolves it with a note. The same finding is never flagged twice
 * (the unique index), so a sweep run again or on two hosts at once adds nothing.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { riskFlagKinds, type RiskEvidence } from '@site/contracts/api/admin-risk';
import { members } from './members';

export const riskFlagStatuses = ['open', 'resolved'] as const;

export const riskFlags = pgTable(
  'risk_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: riskFlagKinds }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the linked account (shared device, IP, bank account or phone; a hedge across accounts); 0 when none */
    otherMemberId: integer('other_member_id').notNull().default(0),
    /**
     * What makes the finding one: the shared value (a device id, an address, an account number, a phone),
     * or the bet, request or day the pattern was seen on. With kind and the two members it is unique.
     */
    subject: text('subject').notNull(),
    /** what the sweep saw, for the analyst: bets, requests, amounts, times (contracts' RiskEvidence) */
    evidence: jsonb('evidence').$type<RiskEvidence>().notNull(),
    status: text('status', { enum: riskFlagStatuses }).notNull().default('open'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => members.id),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    uniqueIndex('risk_flags_once').on(table.kind, table.memberId, table.otherMemberId, table.subject),
    // The console lists open flags newest first; a member's page lists the member's.
    index('risk_flags_open_idx')
      .on(table.id)
      .where(sql`${table.status} = 'open'`),
    index('risk_flags_member_idx').on(table.memberId, table.id),
    // ... as the linked side of a pair too.
    index('risk_flags_other_member_idx').on(table.otherMemberId, table.id),
    check(
      'risk_flags_resolution',
      sql`(${table.status} = 'open' and ${table.resolvedAt} is null) or (${table.status} = 'resolved' and ${table.resolvedAt} is not null and ${table.resolvedBy} is not null and ${table.resolutionNote} is not null)`,
    ),
  ],
);
export type RiskFlagRow = typeof riskFlags.$inferSelect;
