/**
 * What a form checks, described once: the contract's zod schema the server validates with too, how
 * the typed text becomes the schema's input (numbers stay text in a field until they are checked),
 * and the Korean message a field shows where the contract gives none of its own. `useSiteForm`
 * checks with these rules as the user submits; `checkDraft` does the same outside React (the rules'
 * unit tests, a check before a confirmation).
 */
import type { ZodType } from 'zod';

import { ko } from '../../i18n/ko';

/** The one shape of a form's messages: the first Korean message per field that is wrong. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A form's values as the fields hold them: text, mostly (a switch or a select keeps its own type). */
export type Draft = Record<string, unknown>;

export interface FormRules<D extends Draft, Out> {
  schema: ZodType<Out>;
  /** The schema's input made from the fields as typed; the fields themselves when absent. */
  toInput?: (draft: D) => unknown;
  /** Each field's Korean message where the contract's rule has none (zod's own text is English). */
  fallback: Partial<Record<keyof D & string, string>>;
  /** Checks across fields the schema does not know (a password typed twice), after the schema's. */
  refine?: (draft: D) => FieldErrors<keyof D & string>;
  /**
   * The draft's field for a schema path the draft names otherwise (dotted, 'face.amount' → 'amount'),
   * so a reason about it, the form's or the server's, shows on the field that was typed.
   */
  moved?: Readonly<Record<string, string>>;
}

/** The field a schema path (dotted, or zod's list) is shown on: where `moved` puts it, else its first part. */
export function fieldOfPath(
  moved: Readonly<Record<string, string>> | undefined,
  path: string | readonly PropertyKey[],
) {
  const dotted = typeof path === 'string' ? path : path.map(String).join('.');
  const to = Object.entries(moved ?? {}).find(([from]) => dotted === from || dotted.startsWith(`${from}.`))?.[1];
  return to ?? dotted.split('.')[0] ?? '';
}

/** Describes a form's rules; the types come from the draft and the schema. */
export const formRules = <D extends Draft, Out>(rules: FormRules<D, Out>): FormRules<D, Out> => rules;

/** Whether a message is Korean text (zod's and Fastify's own messages are English). */
export const isKorean = (message: string): boolean => /[\uac00-\ud7a3]/.test(message);

/**
 * zod's error map for one parse: a rule of the contract with a message keeps it (zod prefers the
 * schema's own), any other gets the field's fallback, else the site's one "check this field".
 */
export const fallbackMessages =
  (fallback: Partial<Record<string, string>>, moved?: Readonly<Record<string, string>>) =>
  (issue: { path?: readonly PropertyKey[] }): string => {
    const field = issue.path ? fieldOfPath(moved, issue.path) : undefined;
    return (field ? fallback[field] : undefined) ?? ko.common.checkField;
  };

/** The first message of each field in a list of zod issues. */
export function firstMessages<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  moved?: Readonly<Record<string, string>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { path, message } of issues) {
    const field = moved ? fieldOfPath(moved, path) : path[0];
    if (typeof field === 'string' && errors[field as Field] === undefined) errors[field as Field] = message;
  }
  return errors;
}

export type Checked<Out, Field extends string> = { ok: true; value: Out } | { ok: false; errors: FieldErrors<Field> };

/** The schema's answer for a draft, or a Korean message for every field that is wrong. */
export function checkDraft<D extends Draft, Out>(rules: FormRules<D, Out>, draft: D): Checked<Out, keyof D & string> {
  const input = rules.toInput ? rules.toInput(draft) : draft;
  const result = rules.schema.safeParse(input, { error: fallbackMessages(rules.fallback, rules.moved) });
  type Field = keyof D & string;
  // The contract's message wins over the form's own on a field both find wrong, as at submit.
  const errors: FieldErrors<Field> = Object.assign(
    {},
    rules.refine?.(draft),
    result.success ? {} : firstMessages<Field>(result.error.issues, rules.moved),
  );
  if (result.success && Object.keys(errors).length === 0) return { ok: true, value: result.data };
  return { ok: false, errors };
}
