import type { z } from 'zod';

import { formatNumber } from '@site/contracts/rules/format';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Whether a message is Korean text (zod's own messages are English). */
export const isKorean = (message: string): boolean => /[\uac00-\ud7a3]/.test(message);

/**
 * The first message per field of a failed parse. The contracts give Korean messages for some rules
 * only; where zod's own (English) text would show, the field's Korean fallback is used instead.
 */
export function fieldErrors<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fallback: Record<Field, string>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in fallback)) continue;
    const key = field as Field;
    if (errors[key] !== undefined) continue;
    errors[key] = isKorean(issue.message) ? issue.message : fallback[key];
  }
  return errors;
}

/** A whole number typed into a field; '' is "not given", anything else that is not digits is NaN. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type Parsed<Value, Field extends string> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/** An amount of won as typed, thousands separators allowed ("1,000,000"); like parseWholeNumber otherwise. */
export const parseWon = (text: string): number | undefined => parseWholeNumber(text.replace(/,/g, ''));

/** An amount as the operator left the field: with separators once it is a number, as typed otherwise. */
export function tidyWon(typed: string): string {
  const won = parseWon(typed);
  return won === undefined || Number.isNaN(won) ? typed : formatNumber(won);
}
