import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { loginRequestSchema, type User } from '@site/contracts/api/member';

import { showAlert } from '../../../components/ui/alert';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { koAuth } from '../../../i18n/ko';
import { autoLogoutQuery } from '../../settings/api/settings';
import { logIn } from '../api/session';

const emptyForm = { userId: '', password: '' };
type LoginFields = typeof emptyForm;

/** SPEC.md §8: a 404 (and the other refusals the server explains) shows the server's text. */
const loginFailureMessage = (error: unknown): string =>
  error instanceof ApiError && [404, 406, 429].includes(error.status) ? error.message : UNEXPECTED_ERROR_MESSAGE;

/**
 * The login form of the dialog and of /login. Mounted fresh each time it opens, so the fields start
 * empty (SPEC.md §4); Enter submits when both fields are filled.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginFields>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<LoginFields>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(loginRequestSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { autoLogoutMin } = await queryClient.fetchQuery(autoLogoutQuery);
      onLoggedIn(await logIn(queryClient, checked.data, autoLogoutMin));
    } catch (error) {
      await showAlert(loginFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof LoginFields) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...field('userId')} label={koAuth.userId} autoComplete="username" autoFocus />
      <TextField {...field('password')} label={koAuth.password} type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {koAuth.login}
      </Button>
    </Box>
  );
}
