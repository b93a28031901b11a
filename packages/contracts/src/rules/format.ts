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
