import type { Database } from '../../db/client';
import { findMemberByUserId } from '../auth/member-lookup';

/**
 * What the operator's actions on a member change, for the audit trail's before and after: the
 * console's flags and the balances. Undefined when there is no such member.
 */
export async function memberAuditView(db: Database, userId: string) {
  const member = await findMemberByUserId(db, userId);
  if (!member) return undefined;
  const { level, levelNm, tendency, blocked, emoney, point } = member;
  return { level, levelNm, tendency, blocked, emoney, point };
}
