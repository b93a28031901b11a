import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { members, type MemberRow } from '../../db/schema/members';
import { sessions, type SessionEndReason, type SessionRow } from '../../db/schema/sessions';
import { memberPlayLimits, type PlayLimitRow } from '../../db/schema/responsible-play';
import { DEFAULT_AUTO_LOGOUT_MIN, SITE_SETTINGS_ROW_ID, siteSettings } from '../../db/schema/site-settings';

export interface SessionLookup {
  session: SessionRow;
  member: MemberRow;
  /** null only before the settings row exists */
  autoLogoutMin: number | null;
  /**
   * The member's own session limit (sessionMinutes, issue 33) as its row stands: read with the session,
   * so the signed-in fast path checks it without a query; null when the member never set one.
   */
  sessionLimit: Pick<PlayLimitRow, 'value' | 'pendingValue' | 'pendingFrom'> | null;
}

function sessionByTokenHashQuery(db: Database) {
  return db
    .select({
      session: sessions,
      member: members,
      autoLogoutMin: siteSettings.autoLogoutMin,
      sessionLimit: {
        value: memberPlayLimits.value,
        pendingValue: memberPlayLimits.pendingValue,
        pendingFrom: memberPlayLimits.pendingFrom,
      },
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(siteSettings, eq(siteSettings.id, SITE_SETTINGS_ROW_ID))
    .leftJoin(
      memberPlayLimits,
      and(eq(memberPlayLimits.memberId, sessions.memberId), eq(memberPlayLimits.kind, 'sessionMinutes')),
    )
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_by_token');
}

/** The session, its member and the idle limit in one round trip: this runs on every signed-in request. */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionLookup | undefined> {
  // Built once per database: Drizzle's query building cost more than PostgreSQL's answer.
  const query = preparedOnce(db, 'auth_session_by_token', () => sessionByTokenHashQuery(db));
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function findSessionEndReason(db: Database, sessionId: number): Promise<SessionEndReason | null> {
  const [row] = await db.select({ endReason: sessions.endReason }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.endReason ?? null;
}

export async function insertSession(
  db: Database,
  memberId: number,
  tokenHash: string,
  now: Date,
  secondFactorAt: Date | null = null,
): Promise<void> {
  await db.insert(sessions).values({ memberId, tokenHash, createdAt: now, lastSeenAt: now, secondFactorAt });
}

// Only active sessions end: the first reason recorded is the one the next request is answered with.
async function endActive(db: Database, which: SQL, reason: SessionEndReason, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends the session unless it already ended; true when this call ended it. */
export async function endSession(
  db: Database,
  sessionId: number,
  reason: SessionEndReason,
  now: Date,
): Promise<boolean> {
  return (await endActive(db, eq(sessions.id, sessionId), reason, now)) > 0;
}

/** Ends the token's session unless it already ended; answers its member when this call ended it. */
export async function endSessionByTokenHash(
  db: Database,
  tokenHash: string,
  reason: SessionEndReason,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .returning({ memberId: sessions.memberId });
  return row?.memberId;
}

/** Ends every active session of the member; answers how many there were. */
export async function endMemberSessions(
  db: Database,
  memberId: number,
  reason: SessionEndReason,
  now: Date,
): Promise<number> {
  return endActive(db, eq(sessions.memberId, memberId), reason, now);
}

/** Ends every active session of the member but `keepSessionId` (다른 기기 로그아웃); answers how many. */
export async function endOtherSessions(
  db: Database,
  memberId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  return endActive(
    db,
    sql`${sessions.memberId} = ${memberId} and ${sessions.id} <> ${keepSessionId}`,
    'elsewhere',
    now,
  );
}

/** Records activity; false when the session ended meanwhile (another login, the operator). */
export async function touchSession(db: Database, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function hasActiveSession(db: Database, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Ends the sessions idle past the site's auto-logout, as their next request would (556): the
 * operator's "online" column stops counting members who left without logging out.
 */
export async function endIdleSessions(db: Database, now: Date): Promise<number> {
  const [settings] = await db
    .select({ autoLogoutMin: siteSettings.autoLogoutMin })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ROW_ID));
  const idleLimitMs = (settings?.autoLogoutMin ?? DEFAULT_AUTO_LOGOUT_MIN) * 60_000;
  return endActive(db, lt(sessions.lastSeenAt, new Date(now.getTime() - idleLimitMs)), 'expired', now);
}

/** Deletes the sessions that ended before `cutoff`; a token of one then answers 401 instead of 555/556. */
export async function deleteSessionsEndedBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.endedAt, cutoff)).returning({ id: sessions.id });
  return rows.length;
}
