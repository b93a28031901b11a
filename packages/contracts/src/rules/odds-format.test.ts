import { describe, expect, it } from 'vitest';

import { formatOdds, isOddsFormat, oddsFormats, type OddsFormat } from './odds-format';

/** Each price in every format, as a row: decimal, fractional, American, Hong Kong. */
const written = (price: number) => oddsFormats.map((format: OddsFormat) => formatOdds(price, format));

describe('a price in each odds format', () => {
  it('writes the common prices as the books do', () => {
    expect(written(1.85)).toEqual(['1.85', '17/20', '-118', '0.85']);
    expect(written(2.5)).toEqual(['2.50', '3/2', '+150', '1.50']);
    expect(written(1.8)).toEqual(['1.80', '4/5', '-125', '0.80']);
    expect(written(1.91)).toEqual(['1.91', '91/100', '-110', '0.91']);
  });

  it('writes the edges: the shortest price, evens and a long one', () => {
    expect(written(1.01)).toEqual(['1.01', '1/100', '-10000', '0.01']);
    expect(written(2)).toEqual(['2.00', '1/1', '+100', '1.00']);
    expect(written(30)).toEqual(['30.00', '29/1', '+2900', '29.00']);
    expect(written(1.99)).toEqual(['1.99', '99/100', '-101', '0.99']);
  });

  it('rounds the American line below evens to the nearest whole, a half away from zero', () => {
    // 100 / 0.32 = 312.5: shown −313, never a price higher than it is.
    expect(formatOdds(1.32, 'american')).toBe('-313');
    // 100 / 0.15 = 666.67 → 667; 100 / 0.6 = 166.67 → 167; 100 / 0.7 = 142.86 → 143.
    expect(formatOdds(1.15, 'american')).toBe('-667');
    expect(formatOdds(1.6, 'american')).toBe('-167');
    expect(formatOdds(1.7, 'american')).toBe('-143');
  });

  it('writes a combination’s total odds, however large, without losing a hundredth', () => {
    // 3.00 ten times: 59049.00, the product a 10-pick bet's total is kept as (×100 integers).
    expect(written(59_049)).toEqual(['59049.00', '59048/1', '+5904800', '59048.00']);
    expect(written(1234.57)).toEqual(['1234.57', '123357/100', '+123357', '1233.57']);
    expect(written(7.35)).toEqual(['7.35', '127/20', '+635', '6.35']);
  });

  it('reads float noise in a price as the hundredth it stands for', () => {
    expect(written(1.1 * 1.7)).toEqual(['1.87', '87/100', '-115', '0.87']);
  });

  it('shows what is no winning price (an empty total, a refund at 1.00) as the decimal does', () => {
    for (const format of oddsFormats) {
      expect(formatOdds(0, format)).toBe('0.00');
      expect(formatOdds(1, format)).toBe('1.00');
      expect(formatOdds(null, format)).toBe('0.00');
    }
  });

  it('knows its four formats and nothing else', () => {
    expect(oddsFormats.filter(isOddsFormat)).toHaveLength(4);
    expect(isOddsFormat('Decimal')).toBe(false);
    expect(isOddsFormat(undefined)).toBe(false);
  });
});
