import { describe, expect, it } from 'vitest';

import { withdrawalInfoSchema } from '@site/contracts/api/cashier';

import { checkDraft } from '../../../lib/form/form-rules';
import { depositRules, pointConversionRules, withdrawalRules, type DepositDraft } from './amount-check';

const rules = { unit: 10_000, min: 30_000, max: 3_000_000 };

describe('depositRules', () => {
  const draft: DepositDraft = { depositorName: '홍길동', amount: 100_000, bonusKind: 'none' };
  const deposit = (changes: Partial<DepositDraft>) => checkDraft(depositRules(rules), { ...draft, ...changes });
  const amountMessage = (amount: number) => {
    const checked = deposit({ amount });
    return checked.ok ? null : checked.errors.amount;
  };

  it('refuses the amount in the server’s words', () => {
    expect(amountMessage(0)).toBe('금액을 입력해주세요.');
    expect(amountMessage(35_000)).toBe('10,000원 단위로 입력해주세요.');
    expect(amountMessage(20_000)).toBe('최소 30,000원부터 신청할 수 있습니다.');
    expect(amountMessage(3_010_000)).toBe('최대 3,000,000원까지 신청할 수 있습니다.');
  });

  it('lets a whole-unit amount within the limits through, with the depositor as the contract keeps it', () => {
    expect(deposit({ amount: 30_000 }).ok).toBe(true);
    expect(deposit({ amount: 3_000_000, depositorName: ' 홍길동 ' })).toEqual({
      ok: true,
      value: { amount: 3_000_000, depositorName: '홍길동', bonusKind: 'none' },
    });
  });

  it('asks for the depositor in the contract’s words', () => {
    expect(deposit({ depositorName: '' })).toEqual({
      ok: false,
      errors: { depositorName: '예금주를 2자 이상 입력해주세요.' },
    });
  });
});

describe('withdrawalRules', () => {
  const info = withdrawalInfoSchema.pick({ rules: true, today: true }).parse({
    rules: { ...rules, dailyCount: 3, dailyAmount: 1_000_000 },
    today: { count: 1, amount: 700_000 },
  });
  const amountMessage = (amount: number, balance: number, withInfo = info) => {
    const checked = checkDraft(withdrawalRules(withInfo, balance), { amount, withdrawalPassword: '1234', otp: '' });
    return checked.ok ? null : checked.errors.amount;
  };

  it('refuses past the day’s amount, the day’s count and the balance', () => {
    expect(amountMessage(400_000, 5_000_000)).toBe('환전은 하루 1,000,000원까지 신청할 수 있습니다.');
    expect(amountMessage(100_000, 5_000_000, { ...info, today: { count: 3, amount: 0 } })).toBe(
      '환전은 하루 3회까지 신청할 수 있습니다.',
    );
    expect(amountMessage(300_000, 200_000)).toBe('보유머니가 부족합니다.');
    expect(amountMessage(300_000, 300_000)).toBeNull();
  });

  it('asks for the withdrawal password by name when empty, and for its digits when wrong', () => {
    const password = (withdrawalPassword: string) => {
      const checked = checkDraft(withdrawalRules(info, 5_000_000), { amount: 100_000, withdrawalPassword, otp: '' });
      return checked.ok ? null : checked.errors.withdrawalPassword;
    };
    expect(password('')).toBe('출금 비밀번호를 입력해주세요.');
    expect(password('12')).toBe('출금 비밀번호는 숫자 4~6자리입니다.');
    expect(password('1234')).toBeNull();
  });
});

describe('pointConversionRules', () => {
  it('holds to the minimum, the unit and the points held', () => {
    const pointMessage = (amount: number) => {
      const checked = checkDraft(pointConversionRules({ min: 1_000, unit: 100 }, 10_000), { amount });
      return checked.ok ? null : checked.errors.amount;
    };
    expect(pointMessage(0)).toBe('전환할 포인트를 입력해주세요.');
    expect(pointMessage(500)).toBe('포인트는 1,000P부터 전환할 수 있습니다.');
    expect(pointMessage(1_050)).toBe('포인트는 100P 단위로 전환할 수 있습니다.');
    expect(pointMessage(12_000)).toBe('보유 포인트가 부족합니다.');
    expect(pointMessage(10_000)).toBeNull();
  });
});
