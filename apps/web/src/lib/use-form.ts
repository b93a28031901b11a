import { useState } from 'react';

import type { FieldErrors } from './form-errors';

/**
 * The state every form of the site keeps: its text values, the Korean message per field, and
 * whether it is being sent. `field(name, label)` gives an MUI TextField's props.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof T & string, label: string) => ({
    name,
    label,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    fullWidth: true,
    size: 'small' as const,
  });

  /** Runs the sending with the form marked busy (buttons disabled), whatever happens. */
  const send = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, setErrors, busy, field, send };
}
