import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';

import { koAdmin } from '../../i18n/ko-admin';
import { checkDraft, type FormRules } from '../../lib/form/form-rules';
import { tidyWon } from '../../lib/form/typed-numbers';
import { showAlert } from '../ui/alert';
import { useSiteForm, type SiteForm } from '../ui/use-site-form';

/** A row's fields as typed. */
type LimitDraft<Field extends string> = Record<Field, string>;

export interface LimitEditorOptions<Field extends string, Update extends object> {
  /** the row's fields as typed, checked into the PUT body */
  rules: FormRules<LimitDraft<Field>, Update>;
  /** what the server holds (the row as listed will do: only the body's fields are compared) */
  stored: Update;
  /** the fields as shown for limits: amounts with thousands separators (one function, not made per render) */
  draftOf: (limits: Update) => LimitDraft<Field>;
  send: (update: Update) => Promise<unknown>;
  /** the row is being saved by something else too (a game's maintenance switch) */
  pending: boolean;
  savedMessage: string;
}

export interface LimitFieldSpec<Field extends string> {
  name: Field;
  label: string;
  won: boolean;
}

/** One field's TextField props: the form's, with the row's pending state and the amount's tidying on blur. */
export type LimitFieldProps = ReturnType<SiteForm<LimitDraft<string>, unknown>['textField']> & {
  disabled: boolean;
};

export interface LimitEditor<Field extends string> {
  /** a field's TextField props */
  field: (spec: LimitFieldSpec<Field>) => LimitFieldProps;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** nothing was edited: saving would send what the server holds */
  unchanged: boolean;
}

/** What the save button and the row's form need of an editor, whatever its fields. */
export type LimitSubmitter = Pick<LimitEditor<string>, 'submit' | 'pending' | 'unchanged'>;

/**
 * One row of limits being edited (a level's, a game's) as a form of its own, so that rows save
 * independently. Until the operator edits a row it follows what the server holds; once saved, it
 * shows what was saved.
 */
export function useLimitEditor<Field extends string, Update extends object>(
  options: LimitEditorOptions<Field, Update>,
): LimitEditor<Field> {
  const { rules, stored, draftOf, send, savedMessage } = options;
  const storedDraft = useMemo(() => draftOf(stored), [draftOf, stored]);
  // Field names as plain strings: RHF's path types do not see through a name that is a type parameter.
  const form = useSiteForm<LimitDraft<string>, Update>(rules, storedDraft);
  const { reset } = form;
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) reset(storedDraft);
  }, [isDirty, reset, storedDraft]);

  const checked = checkDraft(rules, form.values);
  const same = (update: Update) =>
    (Object.keys(update) as (keyof Update)[]).every((key) => update[key] === stored[key]);
  const unchanged = checked.ok && same(checked.value);
  const pending = options.pending || form.busy;

  const field = ({ name, label, won }: LimitFieldSpec<Field>): LimitFieldProps => {
    const path: string = name;
    const props = form.textField(path, label);
    return {
      ...props,
      // Amounts get their thousands separators back once the operator leaves the field.
      // (After the form's own blur, which takes the value as typed before it checks.)
      onBlur: (event) => {
        const blurred = props.onBlur(event);
        if (won) form.setValue(path, tidyWon(form.getValues(path)));
        return blurred;
      },
      disabled: pending,
    };
  };

  const submit = form.onSubmit(async (update) => {
    if (same(update)) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    await send(update);
    reset(draftOf(update));
    void showAlert(savedMessage);
  });

  return { field, submit, pending, unchanged };
}
