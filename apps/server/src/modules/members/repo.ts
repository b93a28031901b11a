import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberLevels, members, type MemberRow, type NewMemberRow } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';

export const MEMBER_USER_ID_UNIQUE = 'members_user_id_unique';
export const MEMBER_NICK_NAME_UNIQUE = 'members_nick_name_unique';

export async function isNickNameTaken(db: Database, nickName: string, exceptMemberId?: number): Promise<boolean> {
  const others = exceptMemberId === undefined ? undefined : ne(members.id, exceptMemberId);
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.nickName, nickName), others))
    .limit(1);
  return rows.length > 0;
}

/** How many members hold the phone number, leaving out one member (who is changing to it) if given. */
export async function countMembersWithPhone(db: Database, phone: string, exceptMemberId?: number): Promise<number> {
  const others = exceptMemberId === undefined ? undefined : ne(members.id, exceptMemberId);
  const [row] = await db
    .select({ total: count() })
    .from(members)
    .where(and(eq(members.phone, phone), others));
  return row?.total ?? 0;
}

/**
 * Holds the phone number until the transaction ends, so two joins with one number cannot both see
 * room for one more account (an advisory lock: there is no row to lock before the member exists).
 */
export async function lockPhone(db: Database, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('members.phone'), hashtext(${phone}))`);
}

export async function insertMember(db: Database, values: NewMemberRow): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error('insert into members returned no row');
  return row;
}

export type MemberPatch = Partial<
  Pick<MemberRow, 'nickName' | 'phone' | 'passwordHash' | 'tendency' | 'blocked' | 'level' | 'levelNm'>
>;

export async function updateMember(db: Database, id: number, patch: MemberPatch): Promise<MemberRow | undefined> {
  const [row] = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return row;
}

export interface MemberWithPresence extends MemberRow {
  online: boolean;
}

export async function listMembersWithPresence(db: Database): Promise<MemberWithPresence[]> {
  // At most one active session per member (sessions_one_active_per_member), so the join adds no rows.
  const rows = await db
    .select({ member: members, activeSessionId: sessions.id })
    .from(members)
    .leftJoin(sessions, and(eq(sessions.memberId, members.id), isNull(sessions.endedAt)))
    .orderBy(asc(members.id));
  return rows.map(({ member, activeSessionId }) => ({ ...member, online: activeSessionId !== null }));
}

export async function findLevelName(db: Database, level: number): Promise<string | undefined> {
  const [row] = await db.select({ name: memberLevels.name }).from(memberLevels).where(eq(memberLevels.level, level));
  return row?.name;
}

export async function insertLevels(db: Database, levels: { level: number; name: string }[]): Promise<void> {
  await db.insert(memberLevels).values(levels).onConflictDoNothing();
}

export async function hasAnyMember(db: Database): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).limit(1);
  return rows.length > 0;
}

/** Seed only: inserts the members whose userId is free and answers those it inserted. */
export async function insertMembersIfMissing(db: Database, rows: NewMemberRow[]): Promise<MemberRow[]> {
  return db.insert(members).values(rows).onConflictDoNothing().returning();
}
