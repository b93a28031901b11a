import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const hangul = /[\uac00-\ud7a3]/;

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
    errors[key] = hangul.test(issue.message) ? issue.message : fallback[key];
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
