import {
  breakEnd,
  exclusionMessages,
  type BreakLength,
  type ExclusionStarted,
  type ReopenAnswer,
  type ReopenRequest,
} from '@site/contracts/api/self-exclusion';
import { REOPEN_WAIT_MS, type ExclusionKind } from '@site/contracts/responsible-play';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { authErrors } from '../auth/errors';
import { exclusionState, latestExclusion } from '../auth/exclusion-check';
import { isExcluded } from '../responsible-play/exclusions';
import type { LoginLimiter } from '../auth/login-limiter';
import { findMemberByUserId, lockMember, memberNotFound } from '../auth/member-lookup';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { endMemberSessions } from '../auth/repo';
import { forgetPasswordChecks, takePasswordCheck, type AccountLimits } from '../members/account-limits';
import { insertExclusion, recordReopenRequest } from './repo';

export interface BreakDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** the brakes on the current password's checks, shared with the profile's (members/account-limits) */
  limits: AccountLimits;
}

/**
 * The member's time-out or self-exclusion, effective at once (docs/decisions/063): confirmed with their
 * current password (limited like the profile's check), then under the member's row lock, in one
 * transaction, the break's row, members.excluded_until, and the end of every session of the member
 * (reason 'excluded'); every process forgets them through 'memberChanged'. Refused while a break holds.
 */
export async function startBreak(
  { db, clock, bus, limits }: BreakDeps,
  member: MemberRow,
  length: BreakLength,
  password: string,
): Promise<ExclusionStarted> {
  const now = clock.now();
  await takePasswordCheck(db, limits, member.id, now);
  if (!(await verifyPassword(member.passwordHash, password))) {
    throw new AppError(400, exclusionMessages.wrongPassword);
  }
  await forgetPasswordChecks(db, member.id);
  const kind: ExclusionKind = length.kind;
  const endsAt = breakEnd(length, now);
  const row = await db.transaction(async (tx) => {
    const locked = await lockMember(tx, member.id);
    if (!locked) throw new AppError(404, memberNotFound);
    if (isExcluded(locked.excludedUntil, now)) throw new AppError(409, exclusionMessages.alreadyExcluded);
    const inserted = await insertExclusion(tx, { memberId: member.id, kind, startedAt: now, endsAt });
    await endMemberSessions(tx, member.id, 'excluded', now);
    return inserted;
  });
  // The ended sessions answer 556 from now on, in every process.
  bus.publish('memberChanged', { memberId: member.id });
  return {
    kind,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    message: exclusionState(row, now).message,
  };
}

export interface ReopenDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  limiter: LoginLimiter;
}

/**
 * POST member/login/reopen: the member, with their login id and password (counted by the login
 * limiter, like a login), asks to reopen after their self-exclusion has ended; login is allowed
 * REOPEN_WAIT_MS later. Asked again, it changes nothing and answers the same time. Refused before the
 * end, and when no self-exclusion waits.
 */
export async function requestReopen(
  { db, clock, bus, limiter }: ReopenDeps,
  { userId, password }: ReopenRequest,
  ip: string,
): Promise<ReopenAnswer> {
  const attempt = await limiter.beforeAttempt(userId, ip);
  const found = await findMemberByUserId(db, userId);
  const passwordOk = found ? await verifyPassword(found.passwordHash, password) : await verifyAgainstDummy(password);
  if (!found || !passwordOk) {
    await limiter.recordFailure(attempt);
    throw new AppError(404, authErrors.badCredentials);
  }
  await limiter.takeBack(attempt);
  const now = clock.now();
  const answer = await db.transaction(async (tx) => {
    const locked = await lockMember(tx, found.id);
    const row = await latestExclusion(tx, found.id);
    if (!locked || !row || row.kind !== 'self_exclusion' || !isExcluded(locked.excludedUntil, now)) {
      throw new AppError(409, exclusionMessages.nothingToReopen);
    }
    if (row.endsAt > now) throw new AppError(409, exclusionMessages.reopenTooEarly(row.endsAt));
    if (row.reopensAt) return { reopensAt: row.reopensAt, changed: false };
    const reopensAt = new Date(now.getTime() + REOPEN_WAIT_MS);
    await recordReopenRequest(tx, row, now, reopensAt);
    return { reopensAt, changed: true };
  });
  if (answer.changed) bus.publish('memberChanged', { memberId: found.id });
  return { reopensAt: answer.reopensAt.toISOString(), message: exclusionMessages.reopening(answer.reopensAt) };
}
