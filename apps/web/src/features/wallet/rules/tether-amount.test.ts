import { describe, expect, it } from 'vitest';

import { tetherAmountError } from './tether-amount';

const rules = { unit: 10_000, min: 50_000, max: 5_000_000 };

describe('tetherAmountError', () => {
  it('lets an amount in units within the limits through', () => {
    expect(tetherAmountError(50_000, rules)).toBeNull();
    expect(tetherAmountError(5_000_000, rules)).toBeNull();
  });

  it('asks for an amount when there is none', () => {
    expect(tetherAmountError(0, rules)).toBe('신청금액을 입력해주세요.');
  });

  it('refuses with the server’s own Korean words', () => {
    expect(tetherAmountError(55_500, rules)).toBe('10,000원 단위로 입력해주세요.');
    expect(tetherAmountError(40_000, rules)).toBe('최소 50,000원부터 신청할 수 있습니다.');
    expect(tetherAmountError(6_000_000, rules)).toBe('최대 5,000,000원까지 신청할 수 있습니다.');
  });
});
