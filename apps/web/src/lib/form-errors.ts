import type { ZodType } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Checks form values against a contract schema: the parsed values, or the first Korean message per
 * field. The same schemas validate on the server, so both sides refuse the same input.
 */
export function validateForm<T extends object, Out>(
  schema: ZodType<Out, T>,
  values: T,
): { ok: true; data: Out } | { ok: false; errors: FieldErrors<T> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as keyof T & string] = issue.message;
  }
  return { ok: false, errors };
}
