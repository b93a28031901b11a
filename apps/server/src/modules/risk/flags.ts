/**
 * Risk flags as the console reads and resolves them (issue 36, docs/decisions/077): the list, newest
 * first with both members and the resolution; a resolution under the flag's row lock, refused once the
 * flag is resolved, and recorded on the audit trail in its transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  RiskEvidence,
  RiskFlag,
  RiskFlagKind,
  RiskFlagPage,
  RiskFlagStatus,
} from '@site/contracts/api/admin-risk';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { recordOperatorAction, type OperatorActor } from '../audit/record';
import { riskErrors } from './errors';

interface FlagRow {
  id: string;
  kind: RiskFlagKind;
  member_id: number;
  member_user_id: string;
  member_nick_name: string;
  other_member_id: number;
  other_user_id: string | null;
  other_nick_name: string | null;
  subject: string;
  evidence: RiskEvidence;
  status: RiskFlagStatus;
  detected_at: Date;
  resolved_at: Date | null;
  resolved_by_user_id: string | null;
  resolution_note: string | null;
  total_count?: string;
}

const FLAG_COLUMNS = sql`
  f.id, f.kind, f.member_id, m.user_id as member_user_id, m.nick_name as member_nick_name,
  f.other_member_id, o.user_id as other_user_id, o.nick_name as other_nick_name,
  f.subject, f.evidence, f.status, f.detected_at, f.resolved_at, r.user_id as resolved_by_user_id, f.resolution_note`;

const FLAG_JOINS = sql`
  join members m on m.id = f.member_id
  left join members o on o.id = f.other_member_id
  left join members r on r.id = f.resolved_by`;

const toFlag = (row: FlagRow): RiskFlag => ({
  id: Number(row.id),
  kind: row.kind,
  member: { id: row.member_id, userId: row.member_user_id, nickName: row.member_nick_name },
  otherMember:
    row.other_member_id && row.other_user_id
      ? { id: row.other_member_id, userId: row.other_user_id, nickName: row.other_nick_name ?? '' }
      : null,
  subject: row.subject,
  evidence: row.evidence,
  status: row.status,
  detectedAt: new Date(row.detected_at).toISOString(),
  resolution:
    row.resolved_at && row.resolution_note !== null
      ? {
          at: new Date(row.resolved_at).toISOString(),
          byUserId: row.resolved_by_user_id ?? '',
          note: row.resolution_note,
        }
      : null,
});

export interface RiskFlagFilter extends PageQuery {
  status: RiskFlagStatus;
  kind?: RiskFlagKind | undefined;
}

export async function riskFlagPage(db: Database, filter: RiskFlagFilter): Promise<RiskFlagPage> {
  const { limit, offset } = rowWindow(filter);
  const where: SQL = filter.kind
    ? sql`f.status = ${filter.status} and f.kind = ${filter.kind}`
    : sql`f.status = ${filter.status}`;
  const rows = await rawRows<FlagRow>(
    db,
    sql`select ${FLAG_COLUMNS}, count(*) over () as total_count
          from risk_flags f ${FLAG_JOINS}
         where ${where}
         order by f.id desc limit ${limit} offset ${offset}`,
  );
  // Past the last page there are no rows to carry the count: ask for it alone.
  const totalCount =
    rows.length > 0
      ? Number(rows[0]?.total_count)
      : Number(
          (await rawRows<{ n: string }>(db, sql`select count(*) as n from risk_flags f where ${where}`))[0]?.n ?? 0,
        );
  return pageAnswer(rows.map(toFlag), filter, totalCount);
}

async function flagById(db: Database, id: number): Promise<RiskFlag | undefined> {
  const [row] = await rawRows<FlagRow>(
    db,
    sql`select ${FLAG_COLUMNS} from risk_flags f ${FLAG_JOINS} where f.id = ${id}`,
  );
  return row && toFlag(row);
}

/**
 * Resolves an open flag with the analyst's note. The flag's row is locked first, so of two analysts
 * resolving it at once one does and the other is told it is resolved (409); the audit record is
 * written last in the same transaction.
 */
export async function resolveRiskFlag(
  db: Database,
  actor: OperatorActor,
  id: number,
  note: string,
  now: Date,
): Promise<RiskFlag> {
  await db.transaction(async (tx) => {
    const [flag] = await rawRows<{ status: RiskFlagStatus; kind: RiskFlagKind; subject: string }>(
      tx,
      sql`select status, kind, subject from risk_flags where id = ${id} for update`,
    );
    if (!flag) throw new AppError(404, riskErrors.flagNotFound);
    if (flag.status === 'resolved') throw new AppError(409, riskErrors.alreadyResolved);
    await tx.execute(sql`
      update risk_flags set status = 'resolved', resolved_at = ${now.toISOString()}, resolved_by = ${actor.memberId},
             resolution_note = ${note}
       where id = ${id}`);
    await recordOperatorAction(tx, actor, {
      action: 'risk.flag.resolve',
      target: { kind: 'riskFlag', id },
      before: { status: 'open', kind: flag.kind, subject: flag.subject },
      after: { status: 'resolved' },
      reason: note,
    });
  });
  const resolved = await flagById(db, id);
  if (!resolved) throw new AppError(404, riskErrors.flagNotFound);
  return resolved;
}
