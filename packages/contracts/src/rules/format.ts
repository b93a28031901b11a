/** Display formatters of SPEC.md §5. Empty input shows the formatter's own zero. */

const wonFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

export const formatNumber = (value: number | null | undefined): string =>
  value == null || Number.isNaN(value) ? '0' : wonFormatter.format(value);

export const formatWon = (value: number | null | undefined): string => `${formatNumber(value)}원`;
