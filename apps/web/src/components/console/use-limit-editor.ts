import { useState } from 'react';

import { showAlert } from '../ui/alert';
import type { FieldErrors, Parsed } from './field-errors';
import { tidyWon } from './field-errors';
import { alertActionError } from './notify';

export interface LimitEditorOptions<Field extends string, Update> {
  /** the fields as the server holds them, formatted for typing */
  stored: Record<Field, string>;
  /** the PUT body for a draft, or the Korean message of each wrong field ('form' when nothing changed) */
  plan: (draft: Record<Field, string>) => Parsed<Update, Field | 'form'>;
  /** sends the body; the callbacks say how it went */
  send: (update: Update, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  pending: boolean;
  savedMessage: string;
}

/** The props of one field's TextField. */
export interface LimitFieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
}

export interface LimitEditor<Field extends string> {
  field: (name: Field, won: boolean) => LimitFieldProps;
  submit: () => void;
  pending: boolean;
  /** nothing was edited: saving would send what the server holds */
  unchanged: boolean;
}

/** What the save button and the row's form need of an editor, whatever its fields. */
export type LimitSubmitter = Pick<LimitEditor<string>, 'submit' | 'pending' | 'unchanged'>;

/**
 * One row of limits being edited (a level's, a game's), saved on its own so that rows save
 * independently: the operator's edits on top of what the server holds, each wrong field's message,
 * and the props of each field's TextField.
 */
export function useLimitEditor<Field extends string, Update>(
  options: LimitEditorOptions<Field, Update>,
): LimitEditor<Field> {
  const { stored, plan, send, pending, savedMessage } = options;
  // null once the edits are saved: the fields show the server's values again.
  const [edits, setEdits] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const draft = edits ?? stored;
  const planned = plan(draft);

  const field = (name: Field, won: boolean): LimitFieldProps => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      setEdits({ ...draft, [name]: event.target.value });
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    // Amounts get their thousands separators back once the operator leaves the field.
    onBlur: () => {
      if (won && edits) setEdits({ ...edits, [name]: tidyWon(edits[name]) });
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
    disabled: pending,
  });

  const submit = () => {
    if (!planned.ok) {
      const { form, ...fields } = planned.errors;
      if (form) void showAlert(form);
      setErrors(fields as FieldErrors<Field>);
      return;
    }
    send(planned.value, {
      onSuccess: () => {
        setEdits(null);
        void showAlert(savedMessage);
      },
      onError: (error) => void alertActionError(error),
    });
  };

  const unchanged = !planned.ok && planned.errors.form !== undefined;
  return { field, submit, pending, unchanged };
}
