import type { LoginDevice } from './login-device';
import type { LoginResponse, SessionResponse, User } from '@site/contracts/api/member';
import { sessionLimitReachedMessage } from '@site/contracts/api/reality-check';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { MemberRow } from '../../db/schema/members';
import type { SessionEndReason } from '../../db/schema/sessions';
import { DEFAULT_AUTO_LOGOUT_MIN } from '../../db/schema/site-settings';
import { AppError } from '../../http/app-error';
import { isStaffRole, ROLE_PERMISSIONS } from '@site/contracts/staff';
import { valueInForce } from '../responsible-play/limits-repo';
import { isExcluded } from '../responsible-play/exclusions';
import { refuseWhileExcluded } from './exclusion-check';
import { recordLoginActivity } from './login-activity';
import { findMemberByUserId, lockMember, recordLogin } from './member-lookup';
import { isAdministrator } from './administrator';
import { authErrors } from './errors';
import type { LoginLimiter } from './login-limiter';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import {
  endMemberSessions,
  endSession,
  endSessionByTokenHash,
  findSessionByTokenHash,
  findSessionEndReason,
  insertSession,
  touchSession,
  type SessionLookup,
} from './repo';
import type { SessionCache } from './session-cache';
import { hashToken, newSessionToken } from './tokens';
import { hasSecondFactor } from './two-factor/repo';
import { issueLoginTicket } from './two-factor/ticket';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  /** logins and logouts are announced on it, so every process's session cache hears of them */
  bus: EventBus;
}

export interface AuthenticateDeps {
  db: Database;
  clock: Clock;
  /** the sessions this process trusts without a read */
  sessions: SessionCache;
}

/** Who is calling: resolved once per request by the session guard. */
export interface Caller {
  sessionId: number;
  /** when this session began (its login): the reality check counts from here */
  sessionStartedAt: Date;
  member: MemberRow;
  /** the session was proven with a second factor (docs/decisions/052); the consoles ask for it */
  secondFactor: boolean;
}

export interface LoginInput extends LoginDevice {
  userId: string;
  password: string;
}

export async function login(
  { db, clock, bus, limiter }: AuthDeps & { limiter: LoginLimiter },
  { userId, password, ...device }: LoginInput,
): Promise<LoginResponse> {
  const attempt = await limiter.beforeAttempt(userId, device.ip);
  const member = await findMemberByUserId(db, userId);
  const passwordOk = member ? await verifyPassword(member.passwordHash, password) : await verifyAgainstDummy(password);
  if (!member || !passwordOk) {
    await limiter.recordFailure(attempt);
    // One text for both cases: the answer must not tell which ids exist.
    throw new AppError(404, authErrors.badCredentials);
  }
  if (await hasSecondFactor(db, member.id)) {
    // Not a success yet: the attempt is neither a failure nor a known IP until the code is right.
    await limiter.takeBack(attempt);
    if (member.blocked) throw new AppError(406, authErrors.accountBlocked);
    await refuseWhileExcluded(db, member, clock.now());
    return { otpRequired: true, ticket: await issueLoginTicket(db, member.id, userId, clock.now()) };
  }
  await limiter.recordSuccess(attempt);
  if (member.blocked) throw new AppError(406, authErrors.accountBlocked);
  await refuseWhileExcluded(db, member, clock.now());
  return openSession({ db, bus }, member, device, clock.now(), null);
}

/**
 * A new session for the member, replacing any other: their row locked so two logins at once cannot
 * both pass "end the others" before either inserts, and so a time-out committed meanwhile is seen
 * (refused, docs/decisions/063). `secondFactorAt` records a login proven with a code.
 */
export async function openSession(
  { db, bus }: Pick<AuthDeps, 'db' | 'bus'>,
  member: MemberRow,
  device: LoginDevice,
  now: Date,
  secondFactorAt: Date | null,
  /** more work in the same transaction, before the session is made (the code step's checks); may throw */
  before?: (tx: Database) => Promise<void>,
): Promise<SessionResponse> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await before?.(tx);
    const locked = await lockMember(tx, member.id);
    if (locked && isExcluded(locked.excludedUntil, now)) await refuseWhileExcluded(tx, { ...member, ...locked }, now);
    await endMemberSessions(tx, member.id, 'replaced', now);
    await insertSession(tx, member.id, hashToken(token), now, secondFactorAt);
    await recordLogin(tx, member.id, now);
    await recordLoginActivity(tx, { memberId: member.id, ...device, at: now });
  });
  // The sessions this login replaced answer 555 from now on, in every process.
  bus.publish('memberChanged', { memberId: member.id });
  return { token, user: toUser(member) };
}

/** The member as the site shows its own account: the login's answer and GET member/user. */
export function toUser(member: MemberRow): User {
  return {
    id: member.id,
    userId: member.userId,
    nickName: member.nickName,
    phone: member.phone,
    level: member.level,
    levelNm: member.levelNm,
    emoney: member.emoney,
    point: member.point,
    type: member.type,
    role: member.role,
    withdrawalType: member.withdrawalType,
    tendency: member.tendency,
    isLogin: true,
    ...staffAccessOf(member),
  };
}

/**
 * What the console may show an administrator: their staff role and its permissions; an administrator
 * without a role may do nothing (docs/decisions/075). Nothing for anyone else.
 */
function staffAccessOf(member: MemberRow): Pick<User, 'staffRole' | 'permissions'> {
  if (!isAdministrator(member)) return {};
  if (!isStaffRole(member.staffRole)) return { permissions: [] };
  return { staffRole: member.staffRole, permissions: [...ROLE_PERMISSIONS[member.staffRole]] };
}

/** Ends the caller's session if it is still active; a token that is gone or unknown is already logged out. */
export async function logout({ db, clock, bus }: AuthDeps, token: string | undefined): Promise<void> {
  if (token === undefined) return;
  const memberId = await endSessionByTokenHash(db, hashToken(token), 'logout', clock.now());
  if (memberId !== undefined) bus.publish('memberChanged', { memberId });
}

/**
 * How stale a live session's last_seen_at may get before a request writes it again: writing it on every
 * request made every signed-in call a database write. Idle limits are whole minutes, so a session
 * ends at most this much before its exact idle limit.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * The member behind a token, or the AppError whose status tells the site why there is none
 * (SPEC.md §8): 401 never signed in, 555 replaced by a login elsewhere, 556 expired, ended by an
 * operator or by a password change, 406 blocked. A live session's last_seen_at moves to now (at most
 * once a minute). An active session is answered from the process's cache while it holds; anything
 * else is decided on a fresh read.
 */
export async function authenticate(
  { db, clock, sessions }: AuthenticateDeps,
  token: string | undefined,
): Promise<Caller> {
  if (token === undefined) throw new AppError(401, authErrors.loginRequired);
  const tokenHash = hashToken(token);
  const now = clock.now();
  const cached = sessions.get(tokenHash);
  if (cached && !isIdlePastLimit(cached, now) && !isPastSessionLimit(cached, now))
    return touched(db, sessions, tokenHash, cached, now);
  return authenticateFromDatabase(db, sessions, tokenHash, now);
}

/**
 * authenticate() when nothing needs the database: the token's active session is in the process's
 * cache and its last_seen_at is recent. Undefined otherwise (call authenticate). Answers most signed-in
 * requests without a promise.
 */
export function authenticateFromCache(
  { clock, sessions }: Pick<AuthenticateDeps, 'clock' | 'sessions'>,
  token: string | undefined,
): Caller | undefined {
  if (token === undefined) return undefined;
  const cached = sessions.get(hashToken(token));
  if (!cached) return undefined;
  const now = clock.now();
  if (isIdlePastLimit(cached, now) || isPastSessionLimit(cached, now) || needsTouch(cached, now)) return undefined;
  return callerOfLookup(cached);
}

const callerOfLookup = ({ session, member }: Pick<SessionLookup, 'session' | 'member'>): Caller => ({
  sessionId: session.id,
  sessionStartedAt: session.createdAt,
  member,
  secondFactor: session.secondFactorAt !== null,
});

async function authenticateFromDatabase(
  db: Database,
  sessions: SessionCache,
  tokenHash: string,
  now: Date,
): Promise<Caller> {
  const read = sessions.beginRead();
  const found = await findSessionByTokenHash(db, tokenHash);
  if (!found) throw new AppError(401, authErrors.loginRequired);
  const { session, member } = found;
  if (session.endedAt !== null) {
    sessions.forget(tokenHash);
    throw sessionEndedError(session.endReason, found, now);
  }
  if (member.blocked) {
    await endSession(db, session.id, 'blocked', now);
    throw sessionEndedError('blocked');
  }
  if (isExcluded(member.excludedUntil, now)) {
    await endSession(db, session.id, 'excluded', now);
    throw sessionEndedError('excluded');
  }
  if (isIdlePastLimit(found, now)) {
    await endSession(db, session.id, 'expired', now);
    throw sessionEndedError('expired');
  }
  if (isPastSessionLimit(found, now)) {
    await endSession(db, session.id, 'time_limit', now);
    throw sessionEndedError('time_limit', found, now);
  }
  sessions.store(tokenHash, found, read);
  return touched(db, sessions, tokenHash, found, now);
}

function isIdlePastLimit({ session, autoLogoutMin }: SessionLookup, now: Date): boolean {
  const idleLimitMs = (autoLogoutMin ?? DEFAULT_AUTO_LOGOUT_MIN) * 60_000;
  return now.getTime() - session.lastSeenAt.getTime() > idleLimitMs;
}

/** The member's own session limit in force at `now`, in minutes; null when none. */
const sessionLimitMinutes = ({ sessionLimit }: Pick<SessionLookup, 'sessionLimit'>, now: Date): number | null =>
  sessionLimit ? valueInForce(sessionLimit, now) : null;

/** The session has lasted as long as the member's own limit allows (issue 33): it ends with 'time_limit'. */
function isPastSessionLimit(lookup: SessionLookup, now: Date): boolean {
  const minutes = sessionLimitMinutes(lookup, now);
  return minutes !== null && now.getTime() - lookup.session.createdAt.getTime() >= minutes * 60_000;
}

function needsTouch({ session }: Pick<SessionLookup, 'session'>, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** The caller of a live session, after writing its last_seen_at if that is a minute old. */
async function touched(
  db: Database,
  sessions: SessionCache,
  tokenHash: string,
  { session, member, sessionLimit }: SessionLookup,
  now: Date,
): Promise<Caller> {
  if (needsTouch({ session }, now)) {
    if (!(await touchSession(db, session.id, now))) {
      // Ended between the read and the write (a login elsewhere, the operator): answer its reason.
      sessions.forget(tokenHash);
      throw sessionEndedError(await findSessionEndReason(db, session.id), { sessionLimit }, now);
    }
    sessions.markSeen(tokenHash, now);
  }
  return callerOfLookup({ session, member });
}

/**
 * The answer to a token whose session has ended. A session ended at the member's own limit says so,
 * with the limit (as the lookup read it), so the site can show why.
 */
function sessionEndedError(
  reason: SessionEndReason | null,
  lookup?: Pick<SessionLookup, 'sessionLimit'>,
  now?: Date,
): AppError {
  switch (reason) {
    case 'time_limit':
      return new AppError(556, sessionLimitReachedMessage(lookup && now ? sessionLimitMinutes(lookup, now) : null));
    case 'replaced':
      return new AppError(555, authErrors.endedElsewhere);
    case 'expired':
    case 'operator':
    case 'password':
    case 'elsewhere':
      return new AppError(556, authErrors.loggedOut);
    case 'excluded':
      return new AppError(556, authErrors.excluded);
    case 'blocked':
      return new AppError(406, authErrors.accountBlocked);
    default:
      // The member logged out with this token: it is simply no longer a login.
      return new AppError(401, authErrors.loginRequired);
  }
}
