/**
 * The rules of /responsible-play's limit forms: the contract's schema the server checks with, fed only
 * the settings the member changed (a setting sent as it is in force would drop a change waiting for
 * it, docs/decisions/061), and when each change would apply, told before it is saved.
 */
import { playLimitsUpdateSchema, type PlayLimits, type PlayLimitsUpdate } from '@site/contracts/api/play-limits';
import { limitChangeTiming, type PlayLimitKind } from '@site/contracts/responsible-play';

import { formRules } from '../../../lib/form/form-rules';

/** The fields as typed: won or minutes as text, '' for none. */
export type LimitDraft = Partial<Record<PlayLimitKind, string>>;

/** Each field holds the value in force, so a field left alone is no change. */
export const limitDraftOf = (limits: PlayLimits, kinds: readonly PlayLimitKind[]): LimitDraft =>
  Object.fromEntries(
    kinds.map((kind) => {
      const value = inForceOf(limits, kind);
      return [kind, value === null ? '' : String(value)];
    }),
  );

export const inForceOf = (limits: PlayLimits, kind: PlayLimitKind): number | null =>
  limits.limits.find((limit) => limit.kind === kind)?.value ?? null;

/**
 * A field's text as the schema's input: '' is none (null); digits (commas allowed) a number; anything
 * else stays text, which the schema refuses with its own message.
 */
export function typedValue(text: string | undefined): number | null | string {
  const trimmed = (text ?? '').trim().replaceAll(',', '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export interface LimitChange {
  kind: PlayLimitKind;
  from: number | null;
  to: number | null;
  timing: 'now' | 'after-cool-off';
}

/** The settings among `kinds` whose typed value differs from the one in force, with when each would apply. */
export function changesOf(limits: PlayLimits, kinds: readonly PlayLimitKind[], draft: LimitDraft): LimitChange[] {
  return kinds.flatMap((kind) => {
    const to = typedValue(draft[kind]);
    if (typeof to === 'string') return [];
    const from = inForceOf(limits, kind);
    const timing = limitChangeTiming(kind, from, to);
    return timing === 'unchanged' ? [] : [{ kind, from, to, timing }];
  });
}

/** When a field's typed value would apply, or null while it is no change or not a number yet. */
export function timingOf(limits: PlayLimits, kind: PlayLimitKind, draft: LimitDraft): 'now' | 'after-cool-off' | null {
  return changesOf(limits, [kind], draft)[0]?.timing ?? null;
}

/** The form's rules over `kinds`: only what changed is sent (an empty body the schema refuses, in Korean). */
export const limitFormRules = (limits: PlayLimits, kinds: readonly PlayLimitKind[]) =>
  formRules({
    schema: playLimitsUpdateSchema,
    toInput: (draft: LimitDraft): PlayLimitsUpdate =>
      Object.fromEntries(
        kinds.flatMap((kind): [PlayLimitKind, number | null | string][] => {
          const typed = typedValue(draft[kind]);
          // Text that is no number goes as it is, so the schema says what is wrong with it.
          if (typeof typed === 'string') return [[kind, typed]];
          return typed === inForceOf(limits, kind) ? [] : [[kind, typed]];
        }),
      ) as PlayLimitsUpdate,
    fallback: {},
  });
