import type { z } from 'zod';

import { adminMemberUpdateSchema, type AdminMember } from '@site/contracts/api/admin';
import {
  MEMBER_TYPE_MANAGER,
  ROLE_ADMINISTRATOR,
  TENDENCY_NO_CASINO,
  TENDENCY_NO_ROULETTE,
} from '@site/contracts/api/member';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';

export type MemberUpdate = z.infer<typeof adminMemberUpdateSchema>;

/** The operator's switches on a member. */
export type MemberFlag = 'noRoulette' | 'noCasino' | 'blocked';
export const memberFlags: readonly MemberFlag[] = ['noRoulette', 'noCasino', 'blocked'];

const tendencyCode: Record<Exclude<MemberFlag, 'blocked'>, string> = {
  noRoulette: TENDENCY_NO_ROULETTE,
  noCasino: TENDENCY_NO_CASINO,
};

export function hasFlag(member: Pick<AdminMember, 'tendency' | 'blocked'>, flag: MemberFlag): boolean {
  return flag === 'blocked' ? member.blocked : member.tendency.includes(tendencyCode[flag]);
}

/** The tendency list with one code switched on or off; other codes and their order are kept. */
export function withTendency(tendency: readonly string[], code: string, on: boolean): string[] {
  const others = tendency.filter((existing) => existing !== code);
  return on ? [...others, code] : others;
}

/** The PUT body that switches one flag: the whole new tendency list, or `blocked`. */
export function flagUpdate(member: Pick<AdminMember, 'tendency'>, flag: MemberFlag, on: boolean): MemberUpdate {
  if (flag === 'blocked') return { blocked: on };
  return { tendency: withTendency(member.tendency, tendencyCode[flag], on) };
}

export type MemberRole = 'admin' | 'manager' | 'member';

export function memberRole(member: Pick<AdminMember, 'type' | 'role'>): MemberRole {
  if (member.type === MEMBER_TYPE_MANAGER) return 'manager';
  if (member.role === ROLE_ADMINISTRATOR) return 'admin';
  return 'member';
}

export const roleLabel: Record<MemberRole, string> = {
  admin: koAdmin.members.roleAdmin,
  manager: koAdmin.members.roleManager,
  member: koAdmin.members.roleMember,
};

export type LevelDraft = {
  level: string;
  levelNm: string;
};

export const levelDraftOf = (member: Pick<AdminMember, 'level' | 'levelNm'>): LevelDraft => ({
  level: String(member.level),
  levelNm: member.levelNm,
});

/** A level edit: both fields are asked for, though the PUT may carry either alone. */
export const levelRules = formRules({
  schema: adminMemberUpdateSchema.pick({ level: true, levelNm: true }).required(),
  toInput: (draft: LevelDraft) => ({ level: parseWholeNumber(draft.level), levelNm: draft.levelNm }),
  // The contract gives these rules no words of its own.
  fallback: { level: koAdmin.members.levelInvalid, levelNm: koAdmin.members.levelNameInvalid },
});

/** The PUT body of a checked level edit with only what changed; null when nothing did. */
export function levelChanges(
  member: Pick<AdminMember, 'level' | 'levelNm'>,
  { level, levelNm }: { level: number; levelNm: string },
): MemberUpdate | null {
  const update: MemberUpdate = {};
  if (level !== member.level) update.level = level;
  if (levelNm !== member.levelNm) update.levelNm = levelNm;
  return Object.keys(update).length === 0 ? null : update;
}

/** Members whose id or nickname contains the search text (case-insensitive). */
export function filterMembers<Member extends Pick<AdminMember, 'userId' | 'nickName'>>(
  members: readonly Member[],
  search: string,
): Member[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter(
    (member) => member.userId.toLowerCase().includes(needle) || member.nickName.toLowerCase().includes(needle),
  );
}
