import { describe, expect, it } from 'vitest';
import { collapseSpaces, hasHiddenCharacters, nameSkeleton, reservedWordIn } from './names';

// The operator's defaults (apps/server's migration seeds them); the tests read them as the rule does.
const reserved = [
  '운영자',
  '관리자',
  'admin',
  'administrator',
  '고객센터',
  '상담원',
  '운영팀',
  'staff',
  'support',
  'gm',
  '골드벳',
];

describe('hidden characters (issue 31 finding 3)', () => {
  it.each([
    ['zero-width space', '운영자\u200b'],
    ['right-to-left override', '\u202e자영운'],
    ['right-to-left isolate', '운\u2067영자\u2069'],
    ['zero-width joiner', '관\u200d리자'],
    ['BOM', '\ufeff운영자'],
    ['soft hyphen', '운\u00ad영자'],
    ['left-to-right mark', '운영자\u200e'],
    ['Hangul filler', '운영자\u3164'],
    ['half-width Hangul filler', '\uffa0운영자'],
    ['choseong filler', '\u115f운영자'],
    ['braille blank', '운\u2800영자'],
  ])('are found: %s', (_label, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
  });

  it('are not found in ordinary names, spaces or full-width letters', () => {
    for (const name of ['운동왕', '행운아', '운 영자', 'ＡＤＭＩＮ', 'ㅋㅋ루삥뽕', 'Lucky 7']) {
      expect(hasHiddenCharacters(name)).toBe(false);
    }
  });

  it('collapses runs of visible spaces into one', () => {
    expect(collapseSpaces(' 운\u3000\u3000영  자 ')).toBe('운 영 자');
  });
});

describe('reserved words by skeleton (issue 31 finding 3)', () => {
  it.each([
    ['운 영자', '운영자'],
    ['관리자', '관리자'],
    ['ＡＤＭＩＮ', 'admin'],
    ['Adm1n', 'admin'],
    ['\u0430dmin', 'admin'], // Cyrillic а
    ['ΑDΜΙΝ', 'admin'], // Greek capitals
    ['adrnin', 'admin'],
    ['a.d.m.i.n', 'admin'],
    ['admin2', 'admin'],
    ['superadmin', 'admin'],
    ['운영쟈', '운영자'],
    ['운.영.자', '운영자'],
    ['ㅇㅜㄴㅇㅕㅇㅈㅏ', '운영자'],
    ['관리자님', '관리자'],
    ['GM', 'gm'],
    ['GM철수', 'gm'],
    ['골드벳운영', '골드벳'],
    ['고객 센터', '고객센터'],
    ['5taff', 'staff'],
  ])('%s imitates %s', (name, word) => {
    expect(reservedWordIn(name, reserved)).toBe(word);
  });

  it.each(['운동왕', '행운아', '관리비절약', '운영비', 'badminton', 'bigmac', '상담왕', '골드버그', '관리', 'gmgm'])(
    '%s is an ordinary name',
    (name) => {
      expect(reservedWordIn(name, reserved)).toBeUndefined();
    },
  );

  it('gives full-width, spaced and lookalike forms one skeleton', () => {
    expect(nameSkeleton('ＡＤＭＩＮ')).toBe(nameSkeleton('admin'));
    expect(nameSkeleton('운 영 자')).toBe(nameSkeleton('운영자'));
    expect(nameSkeleton('운영자')).not.toBe(nameSkeleton('운동왕'));
  });
});
