import { describe, expect, it } from 'vitest';

import { availabilityNote, checkableValue } from './availability';

describe('중복확인 messages', () => {
  it('says whether the id or the nickname is free, in Korean', () => {
    expect(availabilityNote('userId', true)).toEqual({ available: true, text: '사용 가능한 아이디입니다.' });
    expect(availabilityNote('userId', false)).toEqual({ available: false, text: '이미 사용 중인 아이디입니다.' });
    expect(availabilityNote('nickName', true)).toEqual({ available: true, text: '사용 가능한 닉네임입니다.' });
    expect(availabilityNote('nickName', false)).toEqual({ available: false, text: '이미 사용 중인 닉네임입니다.' });
  });

  it('checks only values that could be joined, trimmed as the server reads them', () => {
    expect(checkableValue('userId', ' newbie01 ')).toEqual({ ok: true, value: 'newbie01' });
    expect(checkableValue('userId', 'AB')).toEqual({
      ok: false,
      error: '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.',
    });
    expect(checkableValue('nickName', '가')).toEqual({ ok: false, error: '닉네임은 2자 이상이어야 합니다.' });
    expect(checkableValue('nickName', '새내기')).toEqual({ ok: true, value: '새내기' });
  });
});
