import { and, countDistinct, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { MEMBER_TYPE_MEMBER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';

/** How recently a session must have been seen for its member to count as on the site. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/**
 * Members (not the administrators) with a live session seen within the window. A session's last_seen_at
 * is written at most once a minute (SESSION_TOUCH_INTERVAL_MS), well inside five minutes.
 */
export async function membersOnline(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(sessions.memberId) })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        isNull(sessions.endedAt),
        gte(sessions.lastSeenAt, new Date(now.getTime() - ONLINE_WINDOW_MS)),
        or(ne(members.type, MEMBER_TYPE_MEMBER), ne(members.role, ROLE_ADMINISTRATOR)),
      ),
    );
  return row?.total ?? 0;
}
