import { sql, type SQL } from 'drizzle-orm';
import type { RollingKind } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { seoulDayOf } from '../../lib/seoul-day';
import { notExcludedAt } from '../self-exclusion/audience';
import { betKindSql, betReturned, countedBetSql, treeCte } from './tree-sql';

export interface Range {
  start: Date;
  end: Date;
}

/** What figures are summed by: the Seoul day, or the direct sub-partner a member sits under. */
export type GroupBy = 'day' | 'branch';

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;
const keyOf = (groupBy: GroupBy, column: SQL): SQL => (groupBy === 'day' ? seoulDayOf(column) : sql`tree.branch::text`);
const inRange = (column: SQL, { start, end }: Range): SQL => sql`${column} >= ${at(start)} and ${column} < ${at(end)}`;

export interface PartnerSelf {
  userId: string;
  nickName: string;
  type: number;
  parentNickName: string | null;
  depth: number;
}

/** The partner's own row, its parent's nickname and how deep it sits (a head office is 1). */
export async function partnerSelf(db: Database, partnerId: number): Promise<PartnerSelf | undefined> {
  const [row] = await rawRows<PartnerSelf>(
    db,
    sql`with recursive up(id, partner_id, depth) as (
      select id, partner_id, 1 from members where id = ${partnerId}
      union
      select m.id, m.partner_id, up.depth + 1 from members m join up on m.id = up.partner_id where up.depth < 100
    )
    select me.user_id as "userId", me.nick_name as "nickName", me.type, parent.nick_name as "parentNickName",
      (select max(depth) from up)::int as depth
    from members me left join members parent on parent.id = me.partner_id
    where me.id = ${partnerId}`,
  );
  return row;
}

export interface RateRow {
  memberId: number;
  kind: RollingKind;
  rollingBp: number;
  losingBp: number;
}

export async function ratesOf(db: Database, memberIds: number[]): Promise<RateRow[]> {
  if (memberIds.length === 0) return [];
  return rawRows<RateRow>(
    db,
    sql`select member_id as "memberId", kind, rolling_bp as "rollingBp", losing_bp as "losingBp"
      from rolling_rates where member_id in (${sql.join(memberIds, sql`, `)})`,
  );
}

export interface TreeCounts {
  members: number;
  activeToday: number;
  subPartners: number;
}

/**
 * The partner's members, those active today and the sub-partners. A member on a time-out or a
 * self-exclusion is not counted active (docs/decisions/063), even if they logged in before it began.
 */
export async function treeCounts(db: Database, partnerId: number, dayStart: Date, now: Date): Promise<TreeCounts> {
  const [row] = await rawRows<TreeCounts>(
    db,
    sql`${treeCte(partnerId)}
    select count(*) filter (where tree.type = 1)::int as members,
      count(*) filter (where tree.type = 1 and m.last_login_at >= ${at(dayStart)} and ${notExcludedAt(now, 'm')})::int as "activeToday",
      count(*) filter (where tree.type = 2)::int as "subPartners"
    from tree join members m on m.id = tree.id`,
  );
  return row ?? { members: 0, activeToday: 0, subPartners: 0 };
}

export interface CashSums {
  key: string;
  deposits: number;
  withdrawals: number;
}

/** Approved deposits and withdrawals of the partner's members, by the day or branch they were decided in. */
export async function cashSums(db: Database, partnerId: number, range: Range, groupBy: GroupBy): Promise<CashSums[]> {
  const rows = await rawRows<CashSums>(
    db,
    sql`${treeCte(partnerId)}
    select ${keyOf(groupBy, sql`c.decided_at`)} as key,
      coalesce(sum(c.amount) filter (where c.kind = 'deposit'), 0) as deposits,
      coalesce(sum(c.amount) filter (where c.kind = 'withdrawal'), 0) as withdrawals
    from cash_requests c join tree on tree.id = c.member_id
    where tree.type = 1 and c.status = 'approved' and ${inRange(sql`c.decided_at`, range)}
    group by 1`,
  );
  return rows.map((row) => ({ key: row.key, deposits: Number(row.deposits), withdrawals: Number(row.withdrawals) }));
}

export interface BetSums {
  key: string;
  stakes: number;
  wins: number;
}

/** Stakes and payouts of the partner's members' bets settled won or lost, by settlement day or branch. */
export async function betSums(db: Database, partnerId: number, range: Range, groupBy: GroupBy): Promise<BetSums[]> {
  const rows = await rawRows<BetSums>(
    db,
    sql`${treeCte(partnerId)}
    select ${keyOf(groupBy, sql`b.settled_at`)} as key,
      coalesce(sum(b.stake), 0) as stakes, coalesce(sum(${betReturned}), 0) as wins
    from bets b join tree on tree.id = b.member_id
    where tree.type = 1 and ${countedBetSql} and ${inRange(sql`b.settled_at`, range)}
    group by 1`,
  );
  return rows.map((row) => ({ key: row.key, stakes: Number(row.stakes), wins: Number(row.wins) }));
}

export interface AmountSum {
  key: string;
  amount: number;
}

/** Rolling credited to the partner (reversals included) per Seoul day of the credit. */
export async function rollingByDay(db: Database, partnerId: number, range: Range): Promise<AmountSum[]> {
  const rows = await rawRows<AmountSum>(
    db,
    sql`select ${seoulDayOf(sql`at`)} as key, sum(amount) as amount from rolling_credits
    where beneficiary_id = ${partnerId} and ${inRange(sql`at`, range)} group by 1`,
  );
  return rows.map((row) => ({ key: row.key, amount: Number(row.amount) }));
}

/** Rolling credited to each of these accounts in the range. */
export async function rollingByBeneficiary(db: Database, ids: number[], range: Range): Promise<AmountSum[]> {
  if (ids.length === 0) return [];
  const rows = await rawRows<AmountSum>(
    db,
    sql`select beneficiary_id::text as key, sum(amount) as amount from rolling_credits
    where beneficiary_id in (${sql.join(ids, sql`, `)}) and ${inRange(sql`at`, range)} group by 1`,
  );
  return rows.map((row) => ({ key: row.key, amount: Number(row.amount) }));
}

/**
 * The partner's losing share per Seoul day: for each member, day and kind, the net loss times the
 * partner's losing rate less that of the sub-partner the member sits under (differential, like rolling),
 * summed over the kinds and rounded down per day and member (brief §losing), then summed per day.
 */
export async function losingByDay(db: Database, partnerId: number, range: Range): Promise<AmountSum[]> {
  const rows = await rawRows<AmountSum>(
    db,
    sql`${treeCte(partnerId)},
    per as (
      select ${seoulDayOf(sql`b.settled_at`)} as day, b.member_id, tree.branch, ${betKindSql} as kind,
        sum(b.stake - ${betReturned}) as net_loss
      from bets b join tree on tree.id = b.member_id
      where tree.type = 1 and ${countedBetSql} and ${inRange(sql`b.settled_at`, range)}
      group by 1, 2, 3, 4
    ),
    shares as (
      select per.day, floor(sum(per.net_loss * (coalesce(mine.losing_bp, 0) - coalesce(below.losing_bp, 0)))::numeric / 10000) as share
      from per
      left join rolling_rates mine on mine.member_id = ${partnerId} and mine.kind = per.kind
      left join rolling_rates below on below.member_id = per.branch and below.kind = per.kind
      group by per.day, per.member_id
    )
    select day as key, sum(share) as amount from shares group by day`,
  );
  return rows.map((row) => ({ key: row.key, amount: Number(row.amount) }));
}

export interface SubPartnerRow {
  id: number;
  userId: string;
  nickName: string;
  memberCount: number;
}

/** The partner's direct sub-partners, with how many members sit anywhere below each. */
export async function subPartnerRows(db: Database, partnerId: number): Promise<SubPartnerRow[]> {
  return rawRows<SubPartnerRow>(
    db,
    sql`${treeCte(partnerId)}
    select p.id, p.user_id as "userId", p.nick_name as "nickName",
      (select count(*) from tree where tree.branch = p.id and tree.type = 1)::int as "memberCount"
    from members p where p.partner_id = ${partnerId} and p.type = 2 and p.id <> ${partnerId}
    order by p.created_at, p.id`,
  );
}

export interface TreeMemberRow {
  id: number;
  userId: string;
  nickName: string;
  emoney: number;
  level: number;
  levelNm: string;
  blocked: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  partnerNickName: string | null;
}

const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** By login id or nickname; by nickname alone while the operator masks ids, so a search cannot probe them. */
const memberFilter = (q: string | undefined, byId: boolean): SQL => {
  if (!q) return sql``;
  const byNick = sql`m.nick_name ilike ${likePattern(q)}`;
  return byId ? sql`and (m.user_id ilike ${likePattern(q)} or ${byNick})` : sql`and ${byNick}`;
};

/** One page of the members (type 1) below the partner, newest first, and how many match in all. */
export async function treeMembers(
  db: Database,
  partnerId: number,
  { q, byId }: { q: string | undefined; byId: boolean },
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: TreeMemberRow[]; total: number }> {
  const rows = await rawRows<TreeMemberRow>(
    db,
    sql`${treeCte(partnerId)}
    select m.id, m.user_id as "userId", m.nick_name as "nickName", m.emoney, m.level, m.level_nm as "levelNm",
      m.blocked, m.last_login_at as "lastLoginAt", m.created_at as "createdAt", p.nick_name as "partnerNickName"
    from tree join members m on m.id = tree.id left join members p on p.id = m.partner_id
    where tree.type = 1 ${memberFilter(q, byId)}
    order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`,
  );
  const [counted] = await rawRows<{ n: number }>(
    db,
    sql`${treeCte(partnerId)}
    select count(*)::int as n from tree join members m on m.id = tree.id where tree.type = 1 ${memberFilter(q, byId)}`,
  );
  // Raw statements answer timestamps and bigints as text.
  const toRow = (row: TreeMemberRow): TreeMemberRow => ({
    ...row,
    emoney: Number(row.emoney),
    lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt),
    createdAt: new Date(row.createdAt),
  });
  return { rows: rows.map(toRow), total: counted?.n ?? 0 };
}

/** Whether the member (type 1) sits below the partner. */
export async function isInTree(db: Database, partnerId: number, memberId: number): Promise<boolean> {
  const [row] = await rawRows<{ found: boolean }>(
    db,
    sql`${treeCte(partnerId)} select exists (select 1 from tree where tree.id = ${memberId} and tree.type = 1) as found`,
  );
  return row?.found === true;
}
