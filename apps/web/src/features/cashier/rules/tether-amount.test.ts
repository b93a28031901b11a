import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { tetherDepositRules, tetherWithdrawalRules } from './tether-amount';

const rules = { unit: 10_000, min: 50_000, max: 5_000_000 };
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const depositMessage = (amount: number) => {
  const checked = checkDraft(tetherDepositRules(rules), { amount });
  return checked.ok ? null : checked.errors.amount;
};

describe('tetherDepositRules', () => {
  it('lets an amount in units within the limits through', () => {
    expect(depositMessage(50_000)).toBeNull();
    expect(depositMessage(5_000_000)).toBeNull();
  });

  it('asks for an amount when there is none', () => {
    expect(depositMessage(0)).toBe('금액을 입력해주세요.');
  });

  it('refuses with the server’s own Korean words', () => {
    expect(depositMessage(55_500)).toBe('10,000원 단위로 입력해주세요.');
    expect(depositMessage(40_000)).toBe('최소 50,000원부터 신청할 수 있습니다.');
    expect(depositMessage(6_000_000)).toBe('최대 5,000,000원까지 신청할 수 있습니다.');
  });
});

describe('tetherWithdrawalRules', () => {
  it('refuses each wrong field at once, in Korean', () => {
    expect(
      checkDraft(tetherWithdrawalRules(rules), { amount: 10_000, address: '', withdrawalPassword: '', otp: '' }),
    ).toEqual({
      ok: false,
      errors: {
        amount: '최소 50,000원부터 신청할 수 있습니다.',
        address: '올바른 TRC-20 주소(T로 시작하는 34자)를 입력해주세요.',
        withdrawalPassword: '출금 비밀번호는 숫자 4~6자리입니다.',
      },
    });
  });

  it('sends the address trimmed', () => {
    const draft = { amount: 100_000, address: ` ${TRON_ADDRESS} `, withdrawalPassword: '1234', otp: '' };
    expect(checkDraft(tetherWithdrawalRules(rules), draft)).toEqual({
      ok: true,
      value: { amount: 100_000, address: TRON_ADDRESS, withdrawalPassword: '1234' },
    });
  });

  it('sends the second factor’s code when typed, and nothing for an empty field', () => {
    const draft = { amount: 100_000, address: TRON_ADDRESS, withdrawalPassword: '1234', otp: ' 123456 ' };
    expect(checkDraft(tetherWithdrawalRules(rules), draft)).toEqual({
      ok: true,
      value: { amount: 100_000, address: TRON_ADDRESS, withdrawalPassword: '1234', otp: '123456' },
    });
  });
});
