/** Display formatters of SPEC.md §5. Empty input shows the formatter's own zero. */

const wonFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

export const formatNumber = (value: number | null | undefined): string =>
  value == null || Number.isNaN(value) ? '0' : wonFormatter.format(value);

export const formatWon = (value: number | null | undefined): string => `${formatNumber(value)}원`;

/** SPEC.md §5: phone numbers shown with hyphens (010-1234-5678, 02-123-4567). */
export const formatPhone = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.startsWith('02')) return digits.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return digits.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
};

const isEmpty = (value: number | null | undefined): value is null | undefined => value == null || Number.isNaN(value);

/** Cuts (never rounds) to two decimals, so odds and rates are never shown higher than they are. */
export const floorTo2 = (value: number): number => Math.floor(Math.round(value * 1e6) / 1e4) / 100;

/** Two decimals, "0.00" when empty (odds). */
export const formatDecimal2 = (value: number | null | undefined): string =>
  isEmpty(value) ? '0.00' : floorTo2(value).toFixed(2);

/** SPEC.md §5: a rate with a trailing ".00" dropped and a percent sign; "0%" when empty. */
export const formatPercent = (value: number | null | undefined): string =>
  isEmpty(value) ? '0%' : `${formatDecimal2(value).replace(/\.00$/, '')}%`;

/** A score "home:away", "0:0" when not known yet. */
export const formatScore = (home: number | null | undefined, away: number | null | undefined): string =>
  `${isEmpty(home) ? 0 : home}:${isEmpty(away) ? 0 : away}`;

/** Text that may be missing shows as empty text. */
export const formatText = (value: string | null | undefined): string => value ?? '';
