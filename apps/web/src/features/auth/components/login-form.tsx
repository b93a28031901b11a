import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { loginRequestSchema, type User } from '@site/contracts/api/member';

import { showAlert } from '../../../components/ui/alert';
import { userFacingMessage } from '../../../lib/api-client';
import { validateForm } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { koAuth } from '../../../i18n/ko';
import { autoLogoutQuery } from '../../settings/api/settings';
import { logIn } from '../api/session';

/**
 * The login form of the dialog and of /login. Mounted fresh each time it opens, so the fields start
 * empty (SPEC.md §4); Enter submits when both fields are filled. A refusal (404 wrong id or
 * password, 406 blocked, 429 too many tries) shows the server's text (§8).
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ userId: '', password: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(loginRequestSchema, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    await form.send(async () => {
      try {
        const { autoLogoutMin } = await queryClient.fetchQuery(autoLogoutQuery);
        onLoggedIn(await logIn(queryClient, checked.data, autoLogoutMin));
      } catch (error) {
        await showAlert(userFacingMessage(error));
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...form.field('userId', koAuth.userId)} autoComplete="username" autoFocus />
      <TextField {...form.field('password', koAuth.password)} type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={form.busy}>
        {koAuth.login}
      </Button>
    </Box>
  );
}
