import type { z } from 'zod';

import type { AdminMember, adminMemberUpdateSchema } from '@site/contracts/api/admin';
import {
  MEMBER_TYPE_MANAGER,
  ROLE_ADMINISTRATOR,
  TENDENCY_NO_CASINO,
  TENDENCY_NO_ROULETTE,
} from '@site/contracts/api/member';

import { koAdmin } from '../../../i18n/ko-admin';
import { parseWholeNumber, type Parsed } from '../../../components/console/field-errors';

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

export interface LevelDraft {
  level: string;
  levelNm: string;
}
export type LevelField = keyof LevelDraft;

export const levelDraftOf = (member: Pick<AdminMember, 'level' | 'levelNm'>): LevelDraft => ({
  level: String(member.level),
  levelNm: member.levelNm,
});

/** The PUT body of a level edit with only what changed; an unchanged edit is an error to show. */
export function levelUpdate(
  member: Pick<AdminMember, 'level' | 'levelNm'>,
  draft: LevelDraft,
): Parsed<MemberUpdate, LevelField | 'form'> {
  const level = parseWholeNumber(draft.level);
  const levelNm = draft.levelNm.trim();
  const errors: Partial<Record<LevelField, string>> = {};
  if (level === undefined || Number.isNaN(level) || level > 99) errors.level = koAdmin.members.levelInvalid;
  if (levelNm.length < 1 || levelNm.length > 20) errors.levelNm = koAdmin.members.levelNameInvalid;
  if (errors.level || errors.levelNm) return { ok: false, errors };

  const update: MemberUpdate = {};
  if (level !== member.level) update.level = level;
  if (levelNm !== member.levelNm) update.levelNm = levelNm;
  if (Object.keys(update).length === 0) return { ok: false, errors: { form: koAdmin.common.noChanges } };
  return { ok: true, value: update };
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
