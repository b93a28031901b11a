import { describe, expect, it } from 'vitest';

import { formatNumber, formatWon } from './format';

describe('money formatting', () => {
  it('groups thousands and appends 원', () => {
    expect(formatWon(1_000_000)).toBe('1,000,000원');
    expect(formatNumber(12_345)).toBe('12,345');
  });

  it('shows 0 for an empty value', () => {
    expect(formatWon(null)).toBe('0원');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});
