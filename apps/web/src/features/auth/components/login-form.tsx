import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { loginRequestSchema, type User } from '@site/contracts/api/member';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { koAuth } from '../../../i18n/ko';
import { autoLogoutQuery } from '../../settings/api/settings';
import { logIn } from '../api/session';
import { CodeStepForm } from './code-step-form';

/**
 * The login form of the dialog and of /login. Mounted fresh each time it opens, so the fields start
 * empty (SPEC.md §4); Enter submits when both fields are filled. A refusal (404 wrong id or
 * password, 406 blocked, 429 too many tries) shows the server's text (§8). An account with a second
 * factor is asked for its code next (docs/decisions/052).
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const queryClient = useQueryClient();
  const form = useSiteForm(loginRules, { userId: '', password: '' });
  const [ticket, setTicket] = useState<string | null>(null);

  const submit = form.onSubmit(async (login) => {
    const { autoLogoutMin } = await queryClient.fetchQuery(autoLogoutQuery);
    const step = await logIn(queryClient, login, autoLogoutMin);
    if ('ticket' in step) {
      form.setValue('password', '');
      setTicket(step.ticket);
    } else onLoggedIn(step.user);
  });

  if (ticket !== null)
    return <CodeStepForm ticket={ticket} onLoggedIn={onLoggedIn} onRestart={() => setTicket(null)} />;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...form.textField('userId', koAuth.userId)} autoComplete="username" autoFocus />
      <TextField {...form.textField('password', koAuth.password)} type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={form.busy}>
        {koAuth.login}
      </Button>
    </Box>
  );
}

// The contract's rules carry Korean messages of their own.
const loginRules = formRules({ schema: loginRequestSchema, fallback: {} });
