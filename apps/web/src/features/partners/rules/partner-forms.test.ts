import { describe, expect, it } from 'vitest';

import { bpToPercent, percentToBp } from './partner-forms';

describe('rates typed as percentages', () => {
  it.each([
    ['0.70', 70],
    ['0.29', 29], // 0.29 * 100 is 28.999… in floating point
    ['1.1', 110],
    ['20', 2_000],
    [' 0.05 ', 5],
  ])('%s%% is %i basis points', (typed, bp) => {
    expect(percentToBp(typed)).toBe(bp);
  });

  it('leaves a third decimal fractional and anything else not a number, for the contract to word', () => {
    expect(Number.isInteger(percentToBp('0.705'))).toBe(false);
    for (const typed of ['', '-1', '1,5', 'abc', '1e2']) expect(percentToBp(typed)).toBeNaN();
  });

  it('shows basis points with two decimals', () => {
    expect([70, 5, 2_000, 0].map(bpToPercent)).toEqual(['0.70', '0.05', '20.00', '0.00']);
  });
});
