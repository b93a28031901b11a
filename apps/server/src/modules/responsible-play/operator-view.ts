/**
 * The operator's side of a member's responsible play (docs/decisions/067): what the console shows of
 * one member, and lowering one of their limits. An operator may only make play safer: lower a limit
 * or set one where none is, never raise or remove one, and never end a time-out or self-exclusion
 * (there is no call to do so).
 */
import type { AdminExclusion, AdminPlayLimit, AdminResponsiblePlay } from '@site/contracts/api/admin-responsible-play';
import { adminLimitErrors } from '@site/contracts/api/admin-responsible-play';
import type { PlayLimitKind } from '@site/contracts/responsible-play';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import {
  identityVerifications,
  memberExclusions,
  type ExclusionRow,
  type PlayLimitRow,
} from '../../db/schema/responsible-play';
import { AppError } from '../../http/app-error';
import { lockBalances } from '../ledger/repo';
import { usedAmounts, type UsedAmounts } from './limit-checks';
import { limitStanding } from './limit-standing';
import { listLimitRows, pendingAt, refreshPlayLimited, valueInForce, writeLimitNow } from './limits-repo';
import { exclusionEndText, isExcluded } from './exclusions';

/** The console's shape of limitStanding: the same figures, named as the console's contract names them. */
function limitsView(rows: readonly PlayLimitRow[], used: UsedAmounts, now: Date): AdminPlayLimit[] {
  return limitStanding(rows, used, now).map(({ kind, value, pending, usage }) => ({
    kind,
    value,
    pending,
    used: usage?.used ?? null,
    remaining: usage?.left ?? null,
  }));
}

/**
 * Whether login is refused because of this break at `now`: a time-out until it ends; a self-exclusion
 * until the account reopens (the member asked after its end, plus the wait), however long ago it ended.
 */
function exclusionInForce(row: ExclusionRow, now: Date): boolean {
  if (row.startedAt > now) return false;
  if (row.kind === 'time_out') return now < row.endsAt;
  return row.reopensAt === null || now < row.reopensAt;
}

const toExclusion = (row: ExclusionRow, now: Date): AdminExclusion => ({
  id: row.id,
  kind: row.kind,
  startedAt: row.startedAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  reopenRequestedAt: row.reopenRequestedAt?.toISOString() ?? null,
  reopensAt: row.reopensAt?.toISOString() ?? null,
  inForce: exclusionInForce(row, now),
});

/** The console's view of one member (by id; the caller found them by userId). */
export async function responsiblePlayView(
  db: Database,
  member: { id: number; userId: string },
  now: Date,
): Promise<AdminResponsiblePlay> {
  // One after the other: inside a transaction there is one connection.
  const rows = await listLimitRows(db, member.id);
  const used = await usedAmounts(db, member.id, now);
  const exclusions = await db
    .select()
    .from(memberExclusions)
    .where(eq(memberExclusions.memberId, member.id))
    .orderBy(desc(memberExclusions.id));
  const [verification] = await db
    .select({
      status: identityVerifications.status,
      createdAt: identityVerifications.createdAt,
      decidedAt: identityVerifications.decidedAt,
      reason: identityVerifications.reason,
    })
    .from(identityVerifications)
    .where(eq(identityVerifications.memberId, member.id))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  const [flags] = await db
    .select({ excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, member.id));
  const until = flags?.excludedUntil ?? null;
  const excluded = isExcluded(until, now);
  return {
    userId: member.userId,
    limits: limitsView(rows, used, now),
    exclusions: exclusions.map((row) => toExclusion(row, now)),
    excluded,
    excludedUntil: excluded && until ? exclusionEndText(until) : null,
    verification: verification
      ? {
          status: verification.status,
          submittedAt: verification.createdAt.toISOString(),
          decidedAt: verification.decidedAt?.toISOString() ?? null,
          reason: verification.reason,
        }
      : null,
  };
}

/**
 * What the audit trail keeps of a member's limits: each setting in force and the change waiting. Takes
 * the member's row lock first, so the record's before is what the lowering below replaced.
 */
export async function lockedLimitsAuditView(
  tx: Database,
  memberId: number,
  now: Date,
): Promise<Record<string, { value: number | null; pending: { value: number | null; from: string } | null }>> {
  await lockBalances(tx, memberId);
  const rows = await listLimitRows(tx, memberId);
  return Object.fromEntries(
    rows.map((row) => {
      const pending = pendingAt(row, now);
      return [
        row.kind,
        {
          value: valueInForce(row, now),
          pending: pending && { value: pending.value, from: pending.from.toISOString() },
        },
      ];
    }),
  );
}

/**
 * The operator lowers `kind` to `value`, or sets it where none is in force: at once, under the member's
 * row lock (every deposit and stake of the member waits there), dropping any raise or removal the member
 * had waiting. A value not lower than the one in force is refused (400) and nothing changes.
 */
export async function lowerLimitByOperator(
  tx: Database,
  memberId: number,
  change: { kind: PlayLimitKind; value: number },
  now: Date,
): Promise<void> {
  await lockBalances(tx, memberId);
  const row = (await listLimitRows(tx, memberId)).find((candidate) => candidate.kind === change.kind);
  const inForce = row ? valueInForce(row, now) : null;
  if (inForce !== null && change.value >= inForce)
    throw new AppError(400, adminLimitErrors.notLower(change.kind, inForce));
  await writeLimitNow(tx, memberId, change.kind, change.value, now);
  await refreshPlayLimited(tx, memberId);
}
