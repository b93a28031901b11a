import { describe, expect, it } from 'vitest';

import { withdrawalInfoSchema } from '@site/contracts/api/cashier';

import { amountProblem, pointProblem, withdrawalProblem } from './amount-check';

const rules = { unit: 10_000, min: 30_000, max: 3_000_000 };

describe('amountProblem', () => {
  it('refuses in the server’s words', () => {
    expect(amountProblem(0, rules)).toBe('금액을 입력해주세요.');
    expect(amountProblem(35_000, rules)).toBe('10,000원 단위로 입력해주세요.');
    expect(amountProblem(20_000, rules)).toBe('최소 30,000원부터 신청할 수 있습니다.');
    expect(amountProblem(3_010_000, rules)).toBe('최대 3,000,000원까지 신청할 수 있습니다.');
  });

  it('lets a whole-unit amount within the limits through', () => {
    expect(amountProblem(30_000, rules)).toBeNull();
    expect(amountProblem(3_000_000, rules)).toBeNull();
  });
});

describe('withdrawalProblem', () => {
  const info = withdrawalInfoSchema.pick({ rules: true, today: true }).parse({
    rules: { ...rules, dailyCount: 3, dailyAmount: 1_000_000 },
    today: { count: 1, amount: 700_000 },
  });

  it('refuses past the day’s amount, the day’s count and the balance', () => {
    expect(withdrawalProblem(400_000, info, 5_000_000)).toBe('환전은 하루 1,000,000원까지 신청할 수 있습니다.');
    expect(withdrawalProblem(100_000, { ...info, today: { count: 3, amount: 0 } }, 5_000_000)).toBe(
      '환전은 하루 3회까지 신청할 수 있습니다.',
    );
    expect(withdrawalProblem(300_000, info, 200_000)).toBe('보유금액이 부족합니다.');
    expect(withdrawalProblem(300_000, info, 300_000)).toBeNull();
  });
});

describe('pointProblem', () => {
  it('holds to the minimum, the unit and the points held', () => {
    const pointRules = { min: 1_000, unit: 100 };
    expect(pointProblem(500, pointRules, 10_000)).toBe('포인트는 1,000P부터 전환할 수 있습니다.');
    expect(pointProblem(1_050, pointRules, 10_000)).toBe('포인트는 100P 단위로 전환할 수 있습니다.');
    expect(pointProblem(12_000, pointRules, 10_000)).toBe('보유 포인트가 부족합니다.');
    expect(pointProblem(10_000, pointRules, 10_000)).toBeNull();
  });
});
