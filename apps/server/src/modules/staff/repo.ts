/** The staff accounts' rows: administrator accounts (type 1, role 10) and the refused console calls. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@site/contracts/staff';
import { MEMBER_TYPE_MEMBER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { staffRefusals } from '../../db/schema/staff';
import { memberTwoFactor } from '../../db/schema/two-factor';
import { rowWindow, type PageQuery } from '../../http/paging';

const isStaff = and(eq(members.type, MEMBER_TYPE_MEMBER), eq(members.role, ROLE_ADMINISTRATOR));

export interface StaffRow {
  id: number;
  userId: string;
  nickName: string;
  staffRole: string | null;
  blocked: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  secondFactor: boolean;
}

function selectStaff(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: members.id,
      userId: members.userId,
      nickName: members.nickName,
      staffRole: members.staffRole,
      blocked: members.blocked,
      lastLoginAt: members.lastLoginAt,
      createdAt: members.createdAt,
      // A pending enrolment (no first code yet) is no second factor.
      secondFactor: sql<boolean>`${memberTwoFactor.enrolledAt} is not null`,
    })
    .from(members)
    .leftJoin(memberTwoFactor, eq(memberTwoFactor.memberId, members.id))
    .where(where)
    .orderBy(members.id);
}

export function listStaffRows(db: Database): Promise<StaffRow[]> {
  return selectStaff(db, isStaff);
}

export async function findStaffRow(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await selectStaff(db, and(isStaff, eq(members.id, id)));
  return row;
}

/** What the staff rules read under the lock. */
export interface LockedStaff {
  id: number;
  userId: string;
  staffRole: string | null;
  blocked: boolean;
}

/**
 * Locks every staff account's row until the transaction ends, in id order (so two changes never
 * deadlock), and answers them as they stand under the lock. Every change of a staff account takes
 * this first: the rules that look at other accounts (the last owner, whether the caller is still an
 * owner) then read what no other change can move until this one commits. A few dozen rows at most.
 */
export function lockAllStaff(tx: Database): Promise<LockedStaff[]> {
  return tx
    .select({ id: members.id, userId: members.userId, staffRole: members.staffRole, blocked: members.blocked })
    .from(members)
    .where(isStaff)
    .orderBy(members.id)
    .for('update');
}

export async function setStaffRole(tx: Database, id: number, staffRole: StaffRole): Promise<void> {
  await tx.update(members).set({ staffRole }).where(eq(members.id, id));
}

export async function setStaffBlocked(tx: Database, id: number, blocked: boolean): Promise<void> {
  await tx.update(members).set({ blocked }).where(eq(members.id, id));
}

/** One page of the refused calls, newest first, with the caller's login id. */
export async function refusalRows(db: Database, page: PageQuery) {
  const { limit, offset } = rowWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffRefusals.id,
        at: staffRefusals.at,
        memberId: staffRefusals.memberId,
        userId: members.userId,
        staffRole: staffRefusals.staffRole,
        permission: staffRefusals.permission,
        method: staffRefusals.method,
        route: staffRefusals.route,
        ip: staffRefusals.ip,
      })
      .from(staffRefusals)
      .innerJoin(members, eq(members.id, staffRefusals.memberId))
      .orderBy(desc(staffRefusals.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(staffRefusals),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}
