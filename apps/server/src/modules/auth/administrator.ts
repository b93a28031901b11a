import { MEMBER_TYPE_MEMBER, ROLE_ADMINISTRATOR } from '@site/contracts/api/member';
import type { MemberRow } from '../../db/schema/members';

/**
 * SPEC.md §6: the operator API is for type 1 with role 10. Its own module, so the session guard and the
 * account the site is shown (service.ts toUser) read the same rule without importing each other.
 */
export function isAdministrator(member: Pick<MemberRow, 'type' | 'role'>): boolean {
  return member.type === MEMBER_TYPE_MEMBER && member.role === ROLE_ADMINISTRATOR;
}
