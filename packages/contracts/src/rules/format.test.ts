import { describe, expect, it } from 'vitest';

import { formatNumber, formatPhone, formatWon } from './format';

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

describe('phone formatting', () => {
  it('inserts the hyphens of Korean numbers', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
  });

  it('leaves what it cannot read as digits', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
  });
});
