import { describe, expect, it } from 'vitest';

import {
  floorTo2,
  formatDecimal2,
  formatNumber,
  formatPercent,
  formatPhone,
  formatScore,
  formatText,
  formatWon,
} from './format';

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

describe('rates, odds and scores (SPEC.md §5)', () => {
  it('cuts to two decimals rather than rounding up', () => {
    expect(floorTo2(1.999)).toBe(1.99);
    expect(floorTo2(2.05)).toBe(2.05);
    expect(formatDecimal2(1.5)).toBe('1.50');
  });

  it('drops a trailing .00 and adds a percent sign', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(0.333)).toBe('0.33%');
  });

  it('shows each formatter’s own zero for an empty value', () => {
    expect(formatPercent(null)).toBe('0%');
    expect(formatDecimal2(undefined)).toBe('0.00');
    expect(formatScore(null, undefined)).toBe('0:0');
    expect(formatText(null)).toBe('');
    expect(formatScore(2, 1)).toBe('2:1');
  });
});
