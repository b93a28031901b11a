import type { TwoFactorStatus } from '@site/contracts/api/two-factor';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import type { Database } from '../../../db/client';
import type { MemberRow } from '../../../db/schema/members';
import { isAdministrator } from '../administrator';
import type { Caller } from '../service';
import { countUnusedRecoveryCodes, hasSecondFactor } from './repo';

/** Operators and partners: their consoles move money and members, so a password alone does not open them. */
export const mustUseSecondFactor = (member: Pick<MemberRow, 'type' | 'role'>): boolean =>
  isAdministrator(member) || member.type === MEMBER_TYPE_MANAGER;

export async function twoFactorStatus(db: Database, caller: Caller): Promise<TwoFactorStatus> {
  const enrolled = await hasSecondFactor(db, caller.member.id);
  return {
    enrolled,
    required: mustUseSecondFactor(caller.member),
    sessionVerified: enrolled && caller.secondFactor,
    recoveryCodesLeft: enrolled ? await countUnusedRecoveryCodes(db, caller.member.id) : 0,
  };
}
