import { describe, expect, it } from 'vitest';

import { amountRuleProblem } from './cashier-amount';

const rules = { unit: 10_000, min: 10_000, max: 3_000_000 };

describe('the cashier’s amount rule', () => {
  it('names the minimum before the unit, then the maximum, then the unit', () => {
    expect(amountRuleProblem(5_000, rules)).toBe('최소 10,000원부터 신청할 수 있습니다.');
    expect(amountRuleProblem(3_010_000, rules)).toBe('최대 3,000,000원까지 신청할 수 있습니다.');
    expect(amountRuleProblem(15_000, rules)).toBe('10,000원 단위로 입력해주세요.');
    expect(amountRuleProblem(50_000, rules)).toBeNull();
  });

  it('lets nothing through a maximum of 0, and any amount through a unit of 0', () => {
    expect(amountRuleProblem(10_000, { unit: 10_000, min: 0, max: 0 })).toBe('최대 0원까지 신청할 수 있습니다.');
    expect(amountRuleProblem(12_345, { unit: 0, min: 0, max: 100_000 })).toBeNull();
  });
});
