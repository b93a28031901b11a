/**
 * Which members a segment chooses (contracts' MessageSegment), as one `select m.id from members m …`:
 * the same statement counts the preview and fills the recipients at creation, so what the console
 * previews is what is sent. Every criterion narrows; only plain members are ever chosen (type 1, role 0,
 * not blocked), and never one on a time-out or a self-exclusion: a message to a segment is marketing,
 * which does not reach them (docs/decisions/063).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import { MEMBER_TYPE_MEMBER } from '@site/contracts/roles';
import { treeCte } from '../manager/tree-sql';
import { notExcludedAt } from '../self-exclusion/audience';

const DAY_MS = 24 * 60 * 60_000;

/** The segment with its partner resolved to the partner's account id (null: no partner criterion). */
export interface ResolvedSegment {
  segment: MessageSegment;
  partnerId: number | null;
}

const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

function criteria({ segment, partnerId }: ResolvedSegment, now: Date): SQL[] {
  const where: SQL[] = [
    sql`m.type = ${MEMBER_TYPE_MEMBER}`,
    sql`m.role = 0`,
    sql`not m.blocked`,
    notExcludedAt(now, 'm'),
  ];
  // No level chosen (an empty list from the console's chips) means any level.
  if (segment.levels?.length) {
    where.push(
      sql`m.level in (${sql.join(
        segment.levels.map((level) => sql`${level}`),
        sql`, `,
      )})`,
    );
  }
  if (partnerId !== null) where.push(sql`m.id in (${treeCte(partnerId)} select id from tree)`);
  if (segment.activeWithinDays !== undefined) {
    where.push(sql`m.last_login_at >= ${daysBefore(now, segment.activeWithinDays)}::timestamptz`);
  }
  if (segment.inactiveForDays !== undefined) {
    // A member who never logged in has been away since signing up, not forever.
    where.push(sql`coalesce(m.last_login_at, m.created_at) < ${daysBefore(now, segment.inactiveForDays)}::timestamptz`);
  }
  if (segment.flag !== undefined) {
    // The flag names the member on either side of a linked pair.
    where.push(sql`exists (select 1 from risk_flags f
      where f.status = 'open' and f.kind = ${segment.flag} and (f.member_id = m.id or f.other_member_id = m.id))`);
  }
  return where;
}

/** `select m.id from members m where …`: the members the segment chooses now. */
export const segmentMembersSql = (segment: ResolvedSegment, now: Date): SQL =>
  sql`select m.id from members m where ${sql.join(criteria(segment, now), sql` and `)}`;
