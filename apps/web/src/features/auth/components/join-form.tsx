import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

import { joinRequestSchema } from '@site/contracts/api/member';

import { showAlert } from '../../../components/ui/alert';
import { ApiError, UNEXPECTED_ERROR_MESSAGE, api } from '../../../lib/api-client';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { koAuth } from '../../../i18n/ko';

const emptyForm = { userId: '', password: '', passwordConfirm: '', nickName: '', phone: '', recommender: '' };
type JoinFields = typeof emptyForm;

/** Sign-up (SPEC.md §5): the contract's rules, a matching password, the server's refusals as they come. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const [values, setValues] = useState<JoinFields>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<JoinFields>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { passwordConfirm, ...request } = values;
    const checked = validateForm(joinRequestSchema, request);
    const mismatch = passwordConfirm !== values.password ? { passwordConfirm: koAuth.passwordMismatch } : {};
    if (!checked.ok || mismatch.passwordConfirm) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...mismatch });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api('member/join', { method: 'POST', body: checked.data });
      await showAlert(koAuth.joinDone);
      onJoined();
    } catch (error) {
      await showAlert(error instanceof ApiError && error.status < 500 ? error.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof JoinFields, label: string) => ({
    name,
    label,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...field('userId', koAuth.userId)} autoComplete="username" autoFocus />
      <TextField {...field('password', koAuth.password)} type="password" autoComplete="new-password" />
      <TextField {...field('passwordConfirm', koAuth.passwordConfirm)} type="password" autoComplete="new-password" />
      <TextField {...field('nickName', koAuth.nickName)} />
      <TextField {...field('phone', koAuth.phone)} type="tel" inputMode="numeric" autoComplete="tel" />
      <TextField {...field('recommender', koAuth.recommender)} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {koAuth.joinSubmit}
      </Button>
    </Box>
  );
}
