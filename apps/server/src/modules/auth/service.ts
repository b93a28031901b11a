import type { LoginResponse } from '@site/contracts/api/member';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import type { SessionEndReason } from '../../db/schema/sessions';
import { DEFAULT_AUTO_LOGOUT_MIN } from '../../db/schema/site-settings';
import { AppError } from '../../http/app-error';
import { findMemberByUserId, lockMember } from '../members/repo';
import { toUser } from '../members/service';
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
} from './repo';
import { hashToken, newSessionToken } from './tokens';

export interface AuthDeps {
  db: Database;
  clock: Clock;
}

/** Who is calling: resolved once per request by the session guard. */
export interface Caller {
  sessionId: number;
  member: MemberRow;
}

export interface LoginInput {
  userId: string;
  password: string;
  ip: string;
}

export async function login(
  { db, clock, limiter }: AuthDeps & { limiter: LoginLimiter },
  { userId, password, ip }: LoginInput,
): Promise<LoginResponse> {
  await limiter.beforeAttempt(userId, ip);
  const member = await findMemberByUserId(db, userId);
  const passwordOk = member ? await verifyPassword(member.passwordHash, password) : await verifyAgainstDummy(password);
  if (!member || !passwordOk) {
    await limiter.recordFailure(userId, ip);
    // One text for both cases: the answer must not tell which ids exist.
    throw new AppError(404, authErrors.badCredentials);
  }
  await limiter.recordSuccess(userId, ip);
  if (member.blocked) throw new AppError(406, authErrors.accountBlocked);

  const token = newSessionToken();
  const now = clock.now();
  await db.transaction(async (tx) => {
    // Two logins of one member at once would otherwise both pass "end the others" before either inserts.
    await lockMember(tx, member.id);
    await endMemberSessions(tx, member.id, 'replaced', now);
    await insertSession(tx, member.id, hashToken(token), now);
  });
  return { token, user: toUser(member) };
}

/** Ends the caller's session if it is still active; a token that is gone or unknown is already logged out. */
export async function logout({ db, clock }: AuthDeps, token: string | undefined): Promise<void> {
  if (token === undefined) return;
  await endSessionByTokenHash(db, hashToken(token), 'logout', clock.now());
}

/**
 * The member behind a token, or the AppError whose status tells the site why there is none
 * (SPEC.md §8): 401 never signed in, 555 replaced by a login elsewhere, 556 expired, ended by an
 * operator or by a password change, 406 blocked. A live session's last_seen_at moves to now.
 */
export async function authenticate({ db, clock }: AuthDeps, token: string | undefined): Promise<Caller> {
  if (token === undefined) throw new AppError(401, authErrors.loginRequired);
  const found = await findSessionByTokenHash(db, hashToken(token));
  if (!found) throw new AppError(401, authErrors.loginRequired);
  const { session, member } = found;
  if (session.endedAt !== null) throw sessionEndedError(session.endReason);

  const now = clock.now();
  if (member.blocked) {
    await endSession(db, session.id, 'blocked', now);
    throw sessionEndedError('blocked');
  }
  const idleLimitMs = (found.autoLogoutMin ?? DEFAULT_AUTO_LOGOUT_MIN) * 60_000;
  if (now.getTime() - session.lastSeenAt.getTime() > idleLimitMs) {
    await endSession(db, session.id, 'expired', now);
    throw sessionEndedError('expired');
  }
  if (!(await touchSession(db, session.id, now))) {
    // Ended between the read and the write (a login elsewhere, the operator): answer its reason.
    throw sessionEndedError(await findSessionEndReason(db, session.id));
  }
  return { sessionId: session.id, member };
}

function sessionEndedError(reason: SessionEndReason | null): AppError {
  switch (reason) {
    case 'replaced':
      return new AppError(555, authErrors.endedElsewhere);
    case 'expired':
    case 'operator':
    case 'password':
      return new AppError(556, authErrors.loggedOut);
    case 'blocked':
      return new AppError(406, authErrors.accountBlocked);
    default:
      // The member logged out with this token: it is simply no longer a login.
      return new AppError(401, authErrors.loginRequired);
  }
}
