/**
 * Staff accounts (직원 관리, issue 36, docs/decisions/075): made, given roles, suspended and resumed by
 * the owner or administrators. The rules that hold across accounts (only an owner touches an owner,
 * nobody changes or suspends themselves, an active owner always remains) are checked in the
 * transaction that makes the change, with every staff row locked (repo lockAllStaff), and the change
 * is recorded in the audit trail in that same transaction.
 */
import { staffErrors, type StaffCreate, type StaffMember, type StaffRefusalPage } from '@site/contracts/api/staff';
import { isStaffRole, roleCan, type StaffRole } from '@site/contracts/staff';
import { MEMBER_TYPE_MEMBER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { pageAnswer, type PageQuery } from '../../http/paging';
import type { OperatorActor } from '../audit/record';
import { recordOperatorAction } from '../audit/record';
import { hashPassword } from '../auth/passwords';
import { authErrors } from '../auth/errors';
import { endMemberSessions } from '../auth/repo';
import { ensureIdentityUnused, insertNewAccount, newAccountLevelName } from '../members/service';
import {
  findStaffRow,
  listStaffRows,
  lockAllStaff,
  refusalRows,
  setStaffBlocked,
  setStaffRole,
  type LockedStaff,
  type StaffRow,
} from './repo';

export interface StaffDeps {
  db: Database;
  clock: Clock;
  /** a changed account's sessions are re-read in every process: a new role or a suspension holds at once */
  bus: EventBus;
}

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  userId: row.userId,
  nickName: row.nickName,
  staffRole: isStaffRole(row.staffRole) ? row.staffRole : null,
  suspended: row.blocked,
  secondFactor: row.secondFactor,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map(toStaffMember);
}

async function staffMember(db: Database, id: number): Promise<StaffMember> {
  const row = await findStaffRow(db, id);
  if (!row) throw new AppError(404, staffErrors.staffNotFound);
  return toStaffMember(row);
}

export async function refusalPage(db: Database, page: PageQuery): Promise<StaffRefusalPage> {
  const { rows, totalCount } = await refusalRows(db, page);
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return pageAnswer(items, page, totalCount);
}

/** The staff as they stand under the lock, and the caller among them. */
interface Locked {
  staff: LockedStaff[];
  /** the caller's role under the lock: an owner demoted a moment ago is no owner here */
  callerRole: StaffRole;
}

/**
 * Locks the staff and checks the caller again under the lock: still staff, not suspended, and still
 * allowed to manage staff (the route's permission check read a session that may be seconds old).
 */
async function lockFor(tx: Database, actor: OperatorActor): Promise<Locked> {
  const staff = await lockAllStaff(tx);
  const caller = staff.find((row) => row.id === actor.memberId);
  const callerRole = caller?.staffRole;
  if (!caller || caller.blocked || !isStaffRole(callerRole) || !roleCan(callerRole, 'staff.configure'))
    throw new AppError(403, authErrors.notPermitted);
  return { staff, callerRole };
}

/** The account a change is about, among the locked staff; never the caller. */
function targetOf({ staff }: Locked, actor: OperatorActor, id: number, ownMessage: string): LockedStaff {
  const target = staff.find((row) => row.id === id);
  if (!target) throw new AppError(404, staffErrors.staffNotFound);
  if (target.id === actor.memberId) throw new AppError(403, ownMessage);
  return target;
}

/**
 * The last line under every change: an owner who is not suspended remains. The rules before it
 * (only an owner touches an owner, never oneself) already leave the caller as one; this holds the
 * site's invariant even if they change.
 */
function ensureAnActiveOwnerRemains(staff: LockedStaff[], changedId: number): void {
  if (!staff.some((row) => row.id !== changedId && row.staffRole === 'owner' && !row.blocked))
    throw new AppError(409, staffErrors.lastOwner);
}

/**
 * A new administrator account (type 1, role 10, withdrawalType 0, the first level, as the seed's
 * administrator) with its role. Its id, nickname and password follow sign-up's rules and 409s.
 * It has no phone (the column is required; staff are never counted per phone) and no second factor
 * yet: the console shows the enrolment at its first sign-in (docs/decisions/052).
 */
export async function createStaff({ db }: StaffDeps, actor: OperatorActor, input: StaffCreate): Promise<StaffMember> {
  await ensureIdentityUnused(db, input.userId, input.nickName);
  const [passwordHash, levelNm] = await Promise.all([hashPassword(input.password), newAccountLevelName(db)]);
  const id = await db.transaction(async (tx) => {
    const locked = await lockFor(tx, actor);
    if (input.staffRole === 'owner' && locked.callerRole !== 'owner')
      throw new AppError(403, staffErrors.onlyOwnerMakesOwner);
    const account = await insertNewAccount(tx, {
      userId: input.userId,
      nickName: input.nickName,
      passwordHash,
      phone: '',
      levelNm,
      type: MEMBER_TYPE_MEMBER,
      role: ROLE_ADMINISTRATOR,
      withdrawalType: 0,
      staffRole: input.staffRole,
    });
    await recordOperatorAction(tx, actor, {
      action: 'staff.create',
      target: { kind: 'staff', id: account.userId },
      before: null,
      after: { nickName: account.nickName, staffRole: input.staffRole },
    });
    return account.id;
  });
  return staffMember(db, id);
}

/** A new role for another staff account; giving or taking the owner role is an owner's. */
export async function changeStaffRole(
  { db, bus }: StaffDeps,
  actor: OperatorActor,
  id: number,
  staffRole: StaffRole,
): Promise<StaffMember> {
  const changed = await db.transaction(async (tx) => {
    const locked = await lockFor(tx, actor);
    const target = targetOf(locked, actor, id, staffErrors.ownRole);
    if ((target.staffRole === 'owner' || staffRole === 'owner') && locked.callerRole !== 'owner')
      throw new AppError(403, staffErrors.onlyOwnerChangesOwner);
    if (target.staffRole === staffRole) return false;
    if (target.staffRole === 'owner') ensureAnActiveOwnerRemains(locked.staff, id);
    await setStaffRole(tx, id, staffRole);
    await recordOperatorAction(tx, actor, {
      action: 'staff.role.change',
      target: { kind: 'staff', id: target.userId },
      before: { staffRole: target.staffRole },
      after: { staffRole },
    });
    return true;
  });
  // The session caches hold the member row with its role: each process drops it and reads the new one.
  if (changed) bus.publish('memberChanged', { memberId: id });
  return staffMember(db, id);
}

/**
 * Suspends (suspended: true) or resumes another staff account; an owner's is an owner's to suspend or
 * resume. A suspension blocks the account and ends every session of it in the same transaction; the
 * session caches of every process drop it after the commit, so its next call is refused (406) at once.
 */
export async function setStaffSuspended(
  { db, clock, bus }: StaffDeps,
  actor: OperatorActor,
  id: number,
  suspended: boolean,
): Promise<StaffMember> {
  const changed = await db.transaction(async (tx) => {
    const locked = await lockFor(tx, actor);
    const target = targetOf(locked, actor, id, staffErrors.ownSuspension);
    if (target.staffRole === 'owner' && locked.callerRole !== 'owner')
      throw new AppError(403, staffErrors.onlyOwnerSuspendsOwner);
    if (target.blocked === suspended) return false;
    if (suspended && target.staffRole === 'owner') ensureAnActiveOwnerRemains(locked.staff, id);
    await setStaffBlocked(tx, id, suspended);
    const sessionsEnded = suspended ? await endMemberSessions(tx, id, 'blocked', clock.now()) : 0;
    await recordOperatorAction(tx, actor, {
      action: suspended ? 'staff.suspend' : 'staff.resume',
      target: { kind: 'staff', id: target.userId },
      before: { suspended: !suspended },
      after: suspended ? { suspended, sessionsEnded } : { suspended },
    });
    return true;
  });
  if (changed) bus.publish('memberChanged', { memberId: id });
  return staffMember(db, id);
}
