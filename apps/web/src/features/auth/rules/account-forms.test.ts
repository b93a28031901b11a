import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { emptyJoinDraft, joinRules, profileRules } from './account-forms';

const joinDraft = {
  ...emptyJoinDraft,
  userId: 'newbie01',
  password: 'secret123',
  passwordConfirm: 'secret123',
  nickName: '새내기',
  phone: '010-1234-5678',
  bankCode: '004',
  accountNumber: '123-456-789012',
  holderName: ' 홍길동 ',
  withdrawalPassword: '1234',
  withdrawalPasswordConfirm: '1234',
};

describe('the sign-up form’s rules', () => {
  it('give the first Korean message of each field that is wrong, the typed-twice ones included', () => {
    expect(
      checkDraft(joinRules, {
        ...joinDraft,
        userId: 'AB',
        password: 'short',
        passwordConfirm: 'other',
        phone: '010-1234',
        withdrawalPassword: '12',
        withdrawalPasswordConfirm: '13',
      }),
    ).toEqual({
      ok: false,
      errors: {
        userId: '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.',
        password: '비밀번호는 8자 이상이어야 합니다.',
        passwordConfirm: '비밀번호가 서로 다릅니다.',
        phone: '휴대폰 번호를 정확히 입력해주세요.',
        withdrawalPassword: '출금 비밀번호는 숫자 4~6자리입니다.',
        withdrawalPasswordConfirm: '출금 비밀번호가 서로 다릅니다.',
      },
    });
  });

  it('send what the contract parsed, without the confirmations', () => {
    expect(checkDraft(joinRules, joinDraft)).toEqual({
      ok: true,
      value: {
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

describe('the profile form’s rules', () => {
  it('keep the current password when no new one is typed', () => {
    const checked = checkDraft(profileRules, {
      nickName: '데모회원',
      phone: '010-1234-5678',
      currentPassword: 'demo1234',
      newPassword: '',
    });
    expect(checked.ok && checked.value.newPassword).toBeUndefined();
  });
});
