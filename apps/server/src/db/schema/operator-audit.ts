/**
 * The operator audit trail (docs/decisions/053): one row per console action that changed money, a
 * member, a setting, a bet or a partner. Rows are only ever appended (a trigger refuses UPDATE, DELETE
 * and TRUNCATE) and each carries the hash of the one before it, so an edited or removed row shows.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorMemberId: integer('actor_member_id')
      .notNull()
      .references(() => members.id),
    /** the actor's login id at the time: kept even if the member is renamed */
    actorUserId: text('actor_user_id').notNull(),
    /** normalised (lib/ip-address.ts) */
    ip: text('ip').notNull(),
    /** a stable code, e.g. 'bet.void' (modules/audit/actions.ts) */
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** the previous row's hash; the first row's is 64 zeros. Unique: two rows after one would fork the chain */
    prevHash: text('prev_hash').notNull().unique(),
    /** sha256 hex over the row's canonical serialisation and prev_hash (modules/audit/chain.ts) */
    hash: text('hash').notNull().unique(),
  },
  (table) => [
    index('operator_audit_log_action').on(table.action, table.id),
    index('operator_audit_log_target').on(table.targetKind, table.targetId),
    index('operator_audit_log_actor').on(table.actorMemberId, table.id),
  ],
);
