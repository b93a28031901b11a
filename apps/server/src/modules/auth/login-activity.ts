import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberLogins, type MemberLoginRow } from '../../db/schema/member-activity';
import { sessions } from '../../db/schema/sessions';
import type { LoginDevice } from './login-device';

/** Logins kept per member: enough to notice one from elsewhere, little enough to never need a sweep. */
export const MEMBER_LOGINS_KEPT = 50;
/** A User-Agent longer than this is cut: the device is summarised from its start anyway. */
const USER_AGENT_MAX = 512;

export interface LoginActivity extends LoginDevice {
  memberId: number;
  at: Date;
}

/**
 * Records a successful login inside the login's transaction, after its session was inserted: one
 * statement that takes the member's one active session's id and drops the logins past the newest
 * MEMBER_LOGINS_KEPT (the delete sees the rows before this insert, so it keeps one fewer of them).
 */
export async function recordLoginActivity(db: Database, login: LoginActivity): Promise<void> {
  const userAgent = (login.userAgent ?? '').slice(0, USER_AGENT_MAX);
  await db.execute(sql`
    with added as (
      insert into ${memberLogins} (member_id, session_id, ip, user_agent, device_id, at)
      select ${login.memberId}, (select id from ${sessions} where member_id = ${login.memberId} and ended_at is null
        order by id desc limit 1), ${login.ip}, ${userAgent}, ${login.deviceId ?? null}, ${login.at}
      returning id
    )
    delete from ${memberLogins} where member_id = ${login.memberId} and id <= (
      select id from ${memberLogins} where member_id = ${login.memberId}
      order by id desc offset ${MEMBER_LOGINS_KEPT - 1} limit 1)`);
}

export async function recentLogins(db: Database, memberId: number, limit: number): Promise<MemberLoginRow[]> {
  return db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.memberId, memberId))
    .orderBy(desc(memberLogins.id))
    .limit(limit);
}

export interface ActiveSession {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The member's active sessions, each with the login that opened it, or for one a password change
 * opened (it has no login) the member's login before it: the device the change was made on.
 */
export async function activeSessions(db: Database, memberId: number): Promise<ActiveSession[]> {
  // The outer row's columns are named with the table, or inside the subquery they would mean m's.
  const opener = sql<[string, string] | null>`(
    select json_build_array(m.ip, m.user_agent) from ${memberLogins} m
    where m.member_id = ${sessions}.member_id and (m.session_id = ${sessions}.id or m.at <= ${sessions}.created_at)
    order by coalesce(m.session_id = ${sessions}.id, false) desc, m.id desc
    limit 1)`;
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, opener })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.id));
  return rows.map(({ opener: login, ...row }) => ({ ...row, ip: login?.[0] ?? null, userAgent: login?.[1] ?? null }));
}
