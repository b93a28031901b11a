import { describe, expect, it } from 'vitest';

import { adminMember } from '../../../test/console/fixtures';
import { checkDraft } from '../../../lib/form/form-rules';
import {
  filterMembers,
  flagUpdate,
  hasFlag,
  levelChanges,
  levelRules,
  memberRole,
  roleLabel,
  withTendency,
  type LevelDraft,
} from './member-update';

const member = adminMember;

describe('withTendency', () => {
  it('adds a code once, keeping the codes already there', () => {
    expect(withTendency(['7'], '51', true)).toEqual(['7', '51']);
    expect(withTendency(['51', '7'], '51', true)).toEqual(['7', '51']);
  });

  it('removes only the code switched off', () => {
    expect(withTendency(['51', '22', '7'], '51', false)).toEqual(['22', '7']);
    expect(withTendency(['22'], '51', false)).toEqual(['22']);
  });
});

describe('flagUpdate', () => {
  it('bans roulette with code 51 and keeps the casino ban', () => {
    expect(flagUpdate(member({ tendency: ['22'] }), 'noRoulette', true)).toEqual({ tendency: ['22', '51'] });
  });

  it('lifts the casino and slot ban (code 22) without touching roulette', () => {
    expect(flagUpdate(member({ tendency: ['51', '22'] }), 'noCasino', false)).toEqual({ tendency: ['51'] });
  });

  it('blocks and unblocks with `blocked` alone', () => {
    expect(flagUpdate(member({ tendency: ['51'] }), 'blocked', true)).toEqual({ blocked: true });
    expect(flagUpdate(member(), 'blocked', false)).toEqual({ blocked: false });
  });
});

describe('hasFlag', () => {
  it('reads each switch from the member', () => {
    const restricted = member({ tendency: ['51'], blocked: true });
    expect(hasFlag(restricted, 'noRoulette')).toBe(true);
    expect(hasFlag(restricted, 'noCasino')).toBe(false);
    expect(hasFlag(restricted, 'blocked')).toBe(true);
  });
});

describe('memberRole', () => {
  it('labels members, managers and administrators', () => {
    expect(roleLabel[memberRole(member())]).toBe('회원');
    expect(roleLabel[memberRole(member({ type: 2 }))]).toBe('매니저');
    expect(roleLabel[memberRole(member({ type: 1, role: 10 }))]).toBe('관리자');
  });
});

describe('levelRules and levelChanges', () => {
  const current = member({ level: 1, levelNm: '브론즈' });
  /** What the dialog sends for a draft: the checked edit's changes, or the fields' messages. */
  const levelUpdate = (draft: LevelDraft) => {
    const checked = checkDraft(levelRules, draft);
    return checked.ok ? levelChanges(current, checked.value) : checked.errors;
  };

  it('sends only what changed', () => {
    expect(levelUpdate({ level: '3', levelNm: '브론즈' })).toEqual({ level: 3 });
    expect(levelUpdate({ level: '1', levelNm: ' 실버 ' })).toEqual({ levelNm: '실버' });
    expect(levelUpdate({ level: '2', levelNm: '실버' })).toEqual({ level: 2, levelNm: '실버' });
  });

  it('has nothing to send when nothing changed', () => {
    expect(levelUpdate({ level: '1', levelNm: '브론즈' })).toBeNull();
    expect(levelUpdate({ level: ' 1 ', levelNm: ' 브론즈 ' })).toBeNull();
  });

  it('refuses levels outside 0 to 99 and empty or long names, in Korean', () => {
    expect(levelUpdate({ level: '100', levelNm: '' })).toEqual({
      level: '레벨은 0~99 사이의 숫자로 입력해주세요.',
      levelNm: '레벨 이름은 1~20자로 입력해주세요.',
    });
    for (const level of ['-1', '1.5', ''])
      expect(levelUpdate({ level, levelNm: '브론즈' })).toEqual({ level: '레벨은 0~99 사이의 숫자로 입력해주세요.' });
    expect(levelUpdate({ level: '1', levelNm: '가'.repeat(21) })).toEqual({
      levelNm: '레벨 이름은 1~20자로 입력해주세요.',
    });
    expect(levelUpdate({ level: '0', levelNm: '브론즈' })).toEqual({ level: 0 });
  });
});

describe('filterMembers', () => {
  const members = [member({ userId: 'demo', nickName: '데모' }), member({ userId: 'nocasino', nickName: 'Casino' })];

  it('matches id or nickname, ignoring case and spaces around the search', () => {
    expect(filterMembers(members, ' CASINO ').map((m) => m.userId)).toEqual(['nocasino']);
    expect(filterMembers(members, '데모').map((m) => m.userId)).toEqual(['demo']);
    expect(filterMembers(members, '')).toHaveLength(2);
    expect(filterMembers(members, 'nobody')).toEqual([]);
  });
});
