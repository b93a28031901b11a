import type { AccountActivity } from '@site/contracts/api/account-activity';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { endOtherSessions } from '../auth/repo';
import type { Caller } from '../auth/service';
import { deviceLabel } from './device-label';
import { activeSessions, recentLogins } from '../auth/login-activity';
import { recentSecurityEvents, recordSecurityEvent } from '../auth/security-events';

/** How much of each list the page shows: the newest, enough to spot the odd one out. */
const LOGINS_SHOWN = 20;
const EVENTS_SHOWN = 30;

export interface ActivityDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

/** The member's own 계정 활동: recent logins, the active sessions (this one marked), the security events. */
export async function accountActivity(db: Database, caller: Caller): Promise<AccountActivity> {
  const memberId = caller.member.id;
  const [logins, sessions, events] = await Promise.all([
    recentLogins(db, memberId, LOGINS_SHOWN),
    activeSessions(db, memberId),
    recentSecurityEvents(db, memberId, EVENTS_SHOWN),
  ]);
  return {
    logins: logins.map((row) => ({ at: row.at.toISOString(), ip: row.ip, device: deviceLabel(row.userAgent) })),
    sessions: sessions.map((row) => ({
      id: row.id,
      current: row.id === caller.sessionId,
      device: row.userAgent === null ? null : deviceLabel(row.userAgent),
      ip: row.ip,
      since: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    events: events.map((row) => ({ at: row.at.toISOString(), kind: row.kind, ip: row.ip, detail: row.detail })),
  };
}

/**
 * Ends every session of the member but the caller's. The site keeps one session per member today (a
 * login ends the others), so there is usually none; the call stays right if that rule is relaxed.
 * Announced on the bus so every process's session cache drops the ended ones at once.
 */
export async function endSessionsElsewhere(
  { db, clock, bus }: ActivityDeps,
  caller: Caller,
  ip: string,
): Promise<{ ended: number }> {
  const now = clock.now();
  const ended = await db.transaction(async (tx) => {
    const count = await endOtherSessions(tx, caller.member.id, caller.sessionId, now);
    if (count > 0) {
      await recordSecurityEvent(tx, { memberId: caller.member.id, kind: 'sessions-ended-elsewhere', ip, at: now });
    }
    return count;
  });
  if (ended > 0) bus.publish('memberChanged', { memberId: caller.member.id });
  return { ended };
}
