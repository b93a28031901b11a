import { formatNumber } from '@site/contracts/rules/format';

/** A whole number typed into a field; '' is "not given", anything else that is not digits is NaN. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An amount of won as typed, thousands separators allowed ("1,000,000"); like parseWholeNumber otherwise. */
export const parseWon = (text: string): number | undefined => parseWholeNumber(text.replace(/,/g, ''));

/** An amount as the user left the field: with separators once it is a number, as typed otherwise. */
export function tidyWon(typed: string): string {
  const won = parseWon(typed);
  return won === undefined || Number.isNaN(won) ? typed : formatNumber(won);
}
