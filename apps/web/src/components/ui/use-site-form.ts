/**
 * The site's one form tool (docs/decisions/026): react-hook-form checked by the contract's zod schema
 * through @hookform/resolvers, with Korean messages on the fields, and a server's refusal shown the
 * one way: its reasons on the fields they name, the rest in the site's alert. A form module gives its
 * rules (lib/form/form-rules.ts) and its starting values; zod arrives with the form's lazy chunk.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';

import { fallbackMessages, fieldOfPath, type FieldErrors, type FormRules } from '../../lib/form/form-rules';
import { refusalMessage, serverIssues } from '../../lib/form/refusal';
import { ko } from '../../i18n/ko';
import { showAlert } from './alert';

/** The first message in an error RHF nests by path. */
function firstMessageIn(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, inner] of Object.entries(error)) {
    const message = key === 'ref' ? undefined : firstMessageIn(inner);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** A reason about a path the draft names otherwise ('face.amount') put on the draft's field ('amount'). */
function movedToFields<R extends { errors: Record<string, unknown> }>(
  checked: R,
  moved: Readonly<Record<string, string>> | undefined,
): R {
  if (!moved || Object.keys(checked.errors).length === 0) return checked;
  const movedFrom = new Set(
    Object.entries(moved)
      .map(([from, field]) => [from.split('.')[0] ?? '', field] as const)
      .filter(([top, field]) => top !== field)
      .map(([top]) => top),
  );
  const errors: Record<string, unknown> = Object.fromEntries(
    Object.entries(checked.errors).filter(([top]) => !movedFrom.has(top)),
  );
  for (const [from, field] of Object.entries(moved)) {
    const error = get(checked.errors, from) as FieldError | undefined;
    if (typeof error?.message === 'string' && errors[field] === undefined)
      errors[field] = { type: error.type, message: error.message } satisfies FieldError;
  }
  return { ...checked, errors };
}

/** The schema's check of the fields as typed (made into its input first), then the form's own across fields. */
function siteResolver<D extends FieldValues, Out>(rules: FormRules<D, Out>): Resolver<D, unknown, Out> {
  // The schema's input is the draft made over (toInput), not the draft: typed as any fields here.
  const checkSchema = zodResolver(rules.schema as never, {
    error: fallbackMessages(rules.fallback, rules.moved),
  }) as unknown as Resolver<FieldValues, unknown, Out>;
  return async (draft, context, options) => {
    const input = (rules.toInput ? rules.toInput(draft) : draft) as FieldValues;
    const checked = movedToFields(await checkSchema(input, context, options as never), rules.moved);
    const fieldOwn = Object.entries(checked.errors).filter(
      // A failed either-or (a zod union) is worded by its branch, which does not know the field.
      ([field, error]) => error?.message === ko.common.checkField && rules.fallback[field] !== undefined,
    );
    const across = Object.entries(rules.refine?.(draft) ?? {}).filter(([field]) => !checked.errors[field]);
    if (across.length === 0 && fieldOwn.length === 0) return checked as Awaited<ReturnType<Resolver<D, unknown, Out>>>;
    const errors: Record<string, unknown> = { ...checked.errors };
    for (const [field, error] of fieldOwn) errors[field] = { ...error, message: rules.fallback[field] };
    for (const [field, message] of across) errors[field] = { type: 'refine', message } satisfies FieldError;
    return { values: {}, errors: errors as never };
  };
}

export function useSiteForm<D extends FieldValues, Out>(rules: FormRules<NoInfer<D>, Out>, defaultValues: D) {
  const resolver = useMemo(() => siteResolver(rules), [rules]);
  const form = useForm<D, unknown, Out>({ defaultValues: defaultValues as DefaultValues<D>, resolver });
  const values = useWatch({ control: form.control }) as D;
  const { isSubmitting } = form.formState;

  /** A field's Korean message, if it is wrong. */
  const messageOf = (name: Path<D>): string | undefined => {
    // By the field's state, so a name inside a list ("rollingWeights.3") finds its own message.
    const message = form.getFieldState(name, form.formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** An MUI TextField's props for a field: its value, its message, and the form's handlers. */
  const textField = (name: Path<D>, label: string) => {
    const { ref, ...registered } = form.register(name);
    const message = messageOf(name);
    return {
      ...registered,
      inputRef: ref,
      label,
      value: (form.getValues(name) as string | undefined) ?? '',
      error: message !== undefined,
      helperText: message,
      fullWidth: true,
      size: 'small' as const,
    };
  };

  /**
   * An MUI select's props for a field, without RHF's registration (a select's input ref is MUI's own
   * handle, which RHF would take for a new input on every render): the caller sets it with setValue.
   */
  const selectField = (name: Path<D>, label: string) => {
    const message = messageOf(name);
    return {
      name,
      label,
      value: (form.getValues(name) as string | number | undefined) ?? '',
      error: message !== undefined,
      helperText: message,
      fullWidth: true,
      size: 'small' as const,
    };
  };

  /** Sets messages on fields from outside the schema (a check the server answers, say). */
  const showOnFields = (messages: FieldErrors<Path<D>>) => {
    for (const [field, message] of Object.entries(messages))
      if (typeof message === 'string') form.setError(field as Path<D>, { type: 'server', message });
  };

  /**
   * Shows why the server refused: each reason on the field it names; the rest (or, when no field
   * shows anything, the server's message) in the site's alert; nothing when the session ended, which
   * the site's session handler announces.
   */
  const refuse = async (error: unknown) => {
    const fieldOf = (path: string) => fieldOfPath(rules.moved, path);
    const onFields = serverIssues(error).filter(({ path }) => fieldOf(path) in defaultValues);
    for (const { path, message } of onFields) form.setError(fieldOf(path) as Path<D>, { type: 'server', message });
    const everyReasonShown = onFields.length > 0 && onFields.length === serverIssues(error).length;
    const message = everyReasonShown ? null : refusalMessage(error, onFields);
    if (message) await showAlert(message);
  };

  /** The form's submit handler: checks, then sends; the form is busy meanwhile and shows a refusal. */
  const onSubmit = (send: (value: Out) => Promise<unknown>) =>
    form.handleSubmit(
      async (value) => {
        try {
          await send(value);
        } catch (error) {
          await refuse(error);
        }
      },
      async (errors) => {
        // A reason about a path no field types is said, not lost: the form would refuse in silence.
        const unseen = Object.entries(errors).filter(([field]) => !(field in defaultValues));
        const message = unseen.map(([, error]) => firstMessageIn(error)).find((text) => text !== undefined);
        if (message) await showAlert(message);
      },
    );

  return { ...form, values, busy: isSubmitting, messageOf, textField, selectField, showOnFields, refuse, onSubmit };
}

export type SiteForm<D extends FieldValues, Out> = ReturnType<typeof useSiteForm<D, Out>>;
