/**
 * How a member reads prices (docs/decisions/070-odds-formats.md). Prices are decimal ×100 everywhere
 * they are sent, stored and compared; these functions only write one for a person to read, from the
 * ×100 integer, so no format adds a rounding of its own to the price it shows. Zod-free: the site
 * imports it.
 */
import { toX100 } from './bet-outcome';
import { formatDecimal2 } from './format';

export const oddsFormats = ['decimal', 'fractional', 'american', 'hongkong'] as const;
export type OddsFormat = (typeof oddsFormats)[number];

/** What a visitor sees until they choose, and what a member has until they do. */
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

export const isOddsFormat = (value: unknown): value is OddsFormat =>
  typeof value === 'string' && (oddsFormats as readonly string[]).includes(value);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The profit per unit staked, d − 1, as the exact reduced fraction of hundredths: 1.85 → 17/20, 2.00 → 1/1. */
export function fractionalOdds(x100: number): string {
  const profit = x100 - 100;
  const divisor = gcd(profit, 100);
  return `${profit / divisor}/${100 / divisor}`;
}

/**
 * The American line: from 2.00 up, what 100 staked wins (+(d − 1) × 100, exact in hundredths); below,
 * what must be staked to win 100 (−100 / (d − 1)), rounded to the nearest whole number with a half
 * rounded away from zero, the side that never shows the price higher than it is (only 1.32: −312.5 → −313).
 */
export function americanOdds(x100: number): string {
  const profit = x100 - 100;
  if (profit >= 100) return `+${profit}`;
  // round(10000 / profit), halves up, in integers: floor((20000 + profit) / (2 × profit)).
  return `-${Math.floor((20_000 + profit) / (2 * profit))}`;
}

/** The Hong Kong price: the profit per unit staked, d − 1, with two places (1.85 → 0.85). */
export function hongKongOdds(x100: number): string {
  const profit = x100 - 100;
  return `${Math.floor(profit / 100)}.${String(profit % 100).padStart(2, '0')}`;
}

const writers: Record<Exclude<OddsFormat, 'decimal'>, (x100: number) => string> = {
  fractional: fractionalOdds,
  american: americanOdds,
  hongkong: hongKongOdds,
};

/**
 * A decimal price (1.85, or a bet's total odds, however large) written in `format`. A value that is
 * no price a bet can win at (1.00 or less: an empty cart's total, a refunded pick) has no American or
 * fractional writing, so every format shows it as the decimal does.
 */
export function formatOdds(price: number | null | undefined, format: OddsFormat): string {
  if (format === 'decimal' || price == null || Number.isNaN(price)) return formatDecimal2(price);
  const x100 = toX100(price);
  return x100 > 100 ? writers[format](x100) : formatDecimal2(price);
}
