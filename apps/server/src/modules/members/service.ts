import type { AdminMember } from '@site/contracts/api/admin';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { isUniqueViolation } from '../../db/errors';
import { MEMBER_TYPE_MANAGER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import { staffErrors } from '@site/contracts/api/staff-codes';
import type { MemberRow, NewMemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endMemberSessions, insertSession } from '../auth/repo';
import { hashToken, newSessionToken } from '../auth/tokens';
import { insertBankAccount } from './bank-account-repo';
import { ensureNameNotReserved } from '../reserved-names/service';
import { loadSiteSettings } from '../settings/service';
import { findMemberByUserId, lockMember, memberNotFound } from '../auth/member-lookup';
import { recordSecurityEvent } from '../auth/security-events';
import {
  accountLimitErrors,
  forgetPasswordChecks,
  takeIdentityCheck,
  takeJoin,
  takePasswordCheck,
  type AccountLimits,
} from './account-limits';
import {
  countMembersWithPhone,
  findLevelName,
  insertMember,
  isNickNameTaken,
  lockPhone,
  MEMBER_NICK_NAME_UNIQUE,
  MEMBER_USER_ID_UNIQUE,
  updateMember,
  type MemberPatch,
  type MemberWithPresence,
} from './repo';

export const memberErrors = {
  joinClosed: '현재 회원가입은 종료했습니다.',
  userIdTaken: '이미 사용 중인 아이디입니다.',
  nickNameTaken: '이미 사용 중인 닉네임입니다.',
  recommenderNotFound: '추천인 아이디를 찾을 수 없습니다.',
  wrongCurrentPassword: '현재 비밀번호가 일치하지 않습니다.',
  memberNotFound,
} as const;

/** Used when no level names were seeded (SEED_DEMO=0), so a new member still shows a name. */
export const FALLBACK_LEVEL_NAME = '일반';
const NEW_MEMBER_LEVEL = 1;

export function toAdminMember(member: MemberWithPresence): AdminMember {
  return {
    userId: member.userId,
    nickName: member.nickName,
    level: member.level,
    levelNm: member.levelNm,
    type: member.type,
    role: member.role,
    tendency: member.tendency,
    blocked: member.blocked,
    emoney: member.emoney,
    point: member.point,
    online: member.online,
  };
}

/** What sign-up and the profile need besides the database: the time and the brakes on abuse. */
export interface MemberDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  limits: AccountLimits;
}

export interface JoinInput {
  userId: string;
  password: string;
  nickName: string;
  phone: string;
  recommender?: string | undefined;
  /** the withdrawal account Korean sites register at sign-up (contracts bankAccountRegistrationSchema) */
  bankCode: string;
  accountNumber: string;
  holderName: string;
  withdrawalPassword: string;
}

/**
 * Creates the member with its withdrawal account. Every join counts as an id / nickname check of the caller's IP before it can
 * answer "taken" (409), and each account created counts against the IP's joins per hour; the phone
 * number must have room for one more account.
 */
export async function joinMember({ db, clock, limits }: MemberDeps, input: JoinInput, ip: string): Promise<void> {
  await ensureJoinOpen(db);
  const now = clock.now();
  await takeIdentityCheck(db, limits, ip, now);
  await ensureIdentityFree(db, input.userId, input.nickName);
  // Member ids are lower case (joinRequestSchema), so a recommender typed with capitals is still found.
  const recommender = input.recommender?.toLowerCase();
  const referrer = recommender === undefined ? undefined : await findMemberByUserId(db, recommender);
  if (recommender !== undefined && !referrer) throw new AppError(400, memberErrors.recommenderNotFound);
  const levelNm = await newAccountLevelName(db);
  // The withdrawal password is kept like the login password: only its argon2id hash.
  const [passwordHash, withdrawalPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.withdrawalPassword),
  ]);
  // One transaction: a join refused at the last step (a taken id after all) gives back its place in
  // the IP's count, the phone's lock makes two joins with one number queue up, and no member exists
  // without the account its withdrawals go to.
  await db.transaction(async (tx) => {
    await ensurePhoneHasRoom(tx, limits, input.phone);
    await takeJoin(tx, limits, ip, now);
    const member = await insertNewAccount(tx, {
      userId: input.userId,
      nickName: input.nickName,
      passwordHash,
      phone: input.phone,
      levelNm,
      recommender: recommender ?? null,
      partnerId: referrer ? partnerOfReferral(referrer) : null,
    });
    const { bankCode, accountNumber, holderName } = input;
    await insertBankAccount(tx, member.id, { bankCode, accountNumber, holderName, withdrawalPasswordHash }, now);
  });
}

/**
 * The partner a referred member joins under: the code's own account when it is a partner's, or else
 * the referring member's partner, so a member's referrals stay in the same partner tree.
 */
function partnerOfReferral(referrer: MemberRow): number | null {
  return referrer.type === MEMBER_TYPE_MANAGER ? referrer.id : referrer.partnerId;
}

/**
 * A new account's nickname must not imitate staff (400), and its id and nickname must be free: the
 * 409s sign-up answers (partners are checked alike).
 */
export async function ensureIdentityFree(db: Database, userId: string, nickName: string): Promise<void> {
  await ensureNameNotReserved(db, nickName);
  await ensureIdentityUnused(db, userId, nickName);
}

/**
 * Sign-up's 409s alone: the id and the nickname are nobody's yet. A staff account skips the reserved
 * words, which keep members from posing as the very staff it is (docs/decisions/048).
 */
export async function ensureIdentityUnused(db: Database, userId: string, nickName: string): Promise<void> {
  if (await findMemberByUserId(db, userId)) throw new AppError(409, memberErrors.userIdTaken);
  if (await isNickNameTaken(db, nickName)) throw new AppError(409, memberErrors.nickNameTaken);
}

/** The level name a new account starts with. */
export async function newAccountLevelName(db: Database): Promise<string> {
  return (await findLevelName(db, NEW_MEMBER_LEVEL)) ?? FALLBACK_LEVEL_NAME;
}

/** Inserts a new account at the first level; losing a race for its id or nickname answers sign-up's 409. */
export function insertNewAccount(db: Database, values: Omit<NewMemberRow, 'level'>): Promise<MemberRow> {
  return insertMember(db, { ...values, level: NEW_MEMBER_LEVEL }).catch(rethrowDuplicate);
}

/** 중복확인 of an id: counted against the caller's IP like a join. */
export async function isUserIdAvailable(
  { db, clock, limits }: MemberDeps,
  userId: string,
  ip: string,
): Promise<boolean> {
  await ensureJoinOpen(db);
  await takeIdentityCheck(db, limits, ip, clock.now());
  return (await findMemberByUserId(db, userId)) === undefined;
}

/** 중복확인 of a nickname: counted against the caller's IP like a join. */
export async function isNickNameAvailable(
  { db, clock, limits }: MemberDeps,
  nickName: string,
  ip: string,
): Promise<boolean> {
  await ensureJoinOpen(db);
  await takeIdentityCheck(db, limits, ip, clock.now());
  // A name no one may take is refused with its reason rather than answered as taken.
  await ensureNameNotReserved(db, nickName);
  return !(await isNickNameTaken(db, nickName));
}

// With sign-up closed nothing may be joined, so nothing needs checking either.
async function ensureJoinOpen(db: Database): Promise<void> {
  const settings = await loadSiteSettings(db);
  if (settings.joinStartEndFlg) throw new AppError(403, memberErrors.joinClosed);
}

async function ensurePhoneHasRoom(
  tx: Database,
  limits: AccountLimits,
  phone: string,
  exceptMemberId?: number,
): Promise<void> {
  await lockPhone(tx, phone);
  if ((await countMembersWithPhone(tx, phone, exceptMemberId)) >= limits.accountsPerPhone) {
    throw new AppError(409, accountLimitErrors.phoneFull);
  }
}

export interface ProfileInput {
  nickName: string;
  phone: string;
  currentPassword: string;
  newPassword?: string | undefined;
}

export interface ProfileUpdateResult {
  member: MemberRow;
  /** set when the password changed: the caller's new session (every old one has ended) */
  token?: string;
}

/**
 * The member's own change of nickname, phone or password, confirmed with the current password,
 * whose checks are limited per member. A new nickname is an id / nickname check of the caller's IP
 * (its 409 tells a taken one from a free one). A new password ends every session of the member,
 * the caller's too, and opens a new one for the caller in the same transaction.
 */
export async function updateProfile(
  { db, clock, bus, limits }: MemberDeps,
  member: MemberRow,
  input: ProfileInput,
  ip: string,
  /** the caller's session was proven with a second factor: its replacement keeps that proof */
  secondFactor = false,
): Promise<ProfileUpdateResult> {
  const now = clock.now();
  await takePasswordCheck(db, limits, member.id, now);
  if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
    throw new AppError(400, memberErrors.wrongCurrentPassword);
  }
  await forgetPasswordChecks(db, member.id);
  // A nickname kept as it was is never refused: members who had a staff-like name keep it (048).
  if (input.nickName !== member.nickName) {
    await ensureNameNotReserved(db, input.nickName);
    await takeIdentityCheck(db, limits, ip, now);
    if (await isNickNameTaken(db, input.nickName, member.id)) throw new AppError(409, memberErrors.nickNameTaken);
  }
  const patch: MemberPatch = { nickName: input.nickName, phone: input.phone };
  if (input.newPassword !== undefined) patch.passwordHash = await hashPassword(input.newPassword);
  const token = input.newPassword === undefined ? undefined : newSessionToken();

  const updated = await db.transaction(async (tx) => {
    // A login racing the change must not open a session the change does not end.
    const locked = await lockMember(tx, member.id);
    if (!locked) throw new AppError(404, memberErrors.memberNotFound);
    // Compared with the number under the lock, not the one the request started with: a change of
    // number committed meanwhile makes this one a move onto a number again, which needs room.
    if (input.phone !== locked.phone) await ensurePhoneHasRoom(tx, limits, input.phone, member.id);
    const row = await updateMember(tx, member.id, patch).catch(rethrowDuplicate);
    if (!row) throw new AppError(404, memberErrors.memberNotFound);
    if (token !== undefined) {
      await endMemberSessions(tx, member.id, 'password', now);
      await insertSession(tx, member.id, hashToken(token), now, secondFactor ? now : null);
      await recordSecurityEvent(tx, { memberId: member.id, kind: 'password-changed', ip, at: now });
    }
    return row;
  });
  bus.publish('memberChanged', { memberId: member.id });
  return token === undefined ? { member: updated } : { member: updated, token };
}

/** What an operator's change of a member needs: the change is announced to every process's caches. */
export type OperatorDeps = Omit<MemberDeps, 'limits'>;

export interface OperatorMemberInput {
  tendency?: string[] | undefined;
  blocked?: boolean | undefined;
  level?: number | undefined;
  levelNm?: string | undefined;
}

/** The operator's change of a member's flags; blocking ends the member's session at once. */
export async function updateMemberByOperator(
  { db, clock, bus }: OperatorDeps,
  userId: string,
  input: OperatorMemberInput,
): Promise<MemberRow> {
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  // Suspending staff has rules of its own (the last owner, only an owner suspends an owner), checked
  // under the staff's locks: modules/staff. A block from here would pass around them.
  if (input.blocked !== undefined && input.blocked !== member.blocked && member.role === ROLE_ADMINISTRATOR)
    throw new AppError(400, staffErrors.blockInStaffTab);
  const patch: MemberPatch = {};
  if (input.tendency !== undefined) patch.tendency = [...new Set(input.tendency)];
  if (input.blocked !== undefined) patch.blocked = input.blocked;
  if (input.level !== undefined) {
    patch.level = input.level;
    // A new level without a name takes the level's own name, so icon and name stay in step.
    patch.levelNm = input.levelNm ?? (await findLevelName(db, input.level)) ?? member.levelNm;
  } else if (input.levelNm !== undefined) {
    patch.levelNm = input.levelNm;
  }
  if (Object.keys(patch).length === 0) return member;
  const changed = await db.transaction(async (tx) => {
    const updated = await updateMember(tx, member.id, patch);
    if (!updated) throw new AppError(404, memberErrors.memberNotFound);
    if (patch.blocked === true) await endMemberSessions(tx, member.id, 'blocked', clock.now());
    return updated;
  });
  bus.publish('memberChanged', { memberId: member.id });
  return changed;
}

export async function logoutMemberByOperator({ db, clock, bus }: OperatorDeps, userId: string): Promise<void> {
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  await endMemberSessions(db, member.id, 'operator', clock.now());
  bus.publish('memberChanged', { memberId: member.id });
}

// Two requests can pass the "is it free?" check together; the unique constraint decides, and the
// loser gets the same answer the check would have given.
function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error, MEMBER_USER_ID_UNIQUE)) throw new AppError(409, memberErrors.userIdTaken);
  if (isUniqueViolation(error, MEMBER_NICK_NAME_UNIQUE)) throw new AppError(409, memberErrors.nickNameTaken);
  throw error;
}
