import { desc, eq } from 'drizzle-orm';
import type { SecurityEventKind } from '@site/contracts/api/account-activity';
import type { Database } from '../../db/client';
import { memberSecurityEvents, type MemberSecurityEventRow } from '../../db/schema/member-activity';

export interface SecurityEvent {
  memberId: number;
  kind: SecurityEventKind;
  /** the IP of whoever caused it (the member, the guesser, the operator); null when unknown */
  ip: string | null;
  /** e.g. an operator's reason */
  detail?: string | undefined;
  at: Date;
}

/**
 * Records a change to the member's keys for the member's 계정 활동. `db` is the transaction of the change
 * itself, so a change rolled back leaves no event and a committed one always has its event.
 */
export async function recordSecurityEvent(db: Database, event: SecurityEvent): Promise<void> {
  await db.insert(memberSecurityEvents).values({
    memberId: event.memberId,
    kind: event.kind,
    ip: event.ip,
    detail: event.detail ?? null,
    at: event.at,
  });
}

/** The member's newest events first. */
export async function recentSecurityEvents(
  db: Database,
  memberId: number,
  limit: number,
): Promise<MemberSecurityEventRow[]> {
  return db
    .select()
    .from(memberSecurityEvents)
    .where(eq(memberSecurityEvents.memberId, memberId))
    .orderBy(desc(memberSecurityEvents.id))
    .limit(limit);
}
