import { describe, expect, it } from 'vitest';

import { joinRequestSchema } from '@site/contracts/api/member';

import { validateForm } from './form-errors';

describe('form validation with the contracts', () => {
  it('gives the first Korean message of each field that is wrong', () => {
    const result = validateForm(joinRequestSchema, {
      userId: 'AB',
      password: 'short',
      nickName: '닉네임',
      phone: '010-1234',
      recommender: '',
      bankCode: '004',
      accountNumber: '123-456-789012',
      holderName: '홍길동',
      withdrawalPassword: '12',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      userId: '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.',
      password: '비밀번호는 8자 이상이어야 합니다.',
      phone: '휴대폰 번호를 정확히 입력해주세요.',
      withdrawalPassword: '출금 비밀번호는 숫자 4~6자리입니다.',
    });
  });

  it('answers the parsed values when everything is right', () => {
    const result = validateForm(joinRequestSchema, {
      userId: 'newbie01',
      password: 'secret123',
      nickName: '새내기',
      phone: '010-1234-5678',
      recommender: '',
      bankCode: '004',
      accountNumber: '123-456-789012',
      holderName: ' 홍길동 ',
      withdrawalPassword: '1234',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        userId: 'newbie01',
        password: 'secret123',
        nickName: '새내기',
        phone: '01012345678',
        recommender: undefined,
        bankCode: '004',
        accountNumber: '123456789012',
        holderName: '홍길동',
        withdrawalPassword: '1234',
      },
    });
  });
});
