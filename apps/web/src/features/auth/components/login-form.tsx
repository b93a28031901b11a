import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { loginRequestSchema, type User } from '@site/contracts/api/member';
import type { ExclusionRefusal } from '@site/contracts/api/self-exclusion';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { koAuth } from '../../../i18n/ko';
import { autoLogoutQuery } from '../../settings/api/settings';
import { logIn } from '../api/session';
import { CodeStepForm } from './code-step-form';
import { ExclusionNotice, exclusionRefusalOf } from './exclusion-notice';

/**
 * The login form of the dialog and of /login. Mounted fresh each time it opens, so the fields start
 * empty (SPEC.md §4); Enter submits when both fields are filled. A refusal (404 wrong id or
 * password, 406 blocked, 429 too many tries) shows the server's text (§8). An account with a second
 * factor is asked for its code next (docs/decisions/052). While a time-out or a self-exclusion holds
 * (403), the form shows why and until when, and offers 이용 재개 요청 once a self-exclusion has ended
 * (docs/decisions/063).
 */
export function LoginForm({
  onLoggedIn,
  onRefused,
}: {
  onLoggedIn: (user: User) => void;
  /** the form shows a time-out's or self-exclusion's refusal */
  onRefused?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSiteForm(loginRules, { userId: '', password: '' });
  const [ticket, setTicket] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ refusal: ExclusionRefusal; userId: string; password: string } | null>(null);

  const submit = form.onSubmit(async (login) => {
    setRefusal(null);
    const { autoLogoutMin } = await queryClient.fetchQuery(autoLogoutQuery);
    const step = await logIn(queryClient, login, autoLogoutMin).catch((error: unknown) => {
      const excluded = exclusionRefusalOf(error);
      if (!excluded) throw error;
      setRefusal({ refusal: excluded, ...login });
      onRefused?.();
      return null;
    });
    if (step === null) return;
    if ('ticket' in step) {
      form.setValue('password', '');
      setTicket(step.ticket);
    } else onLoggedIn(step.user);
  });

  if (ticket !== null)
    return <CodeStepForm ticket={ticket} onLoggedIn={onLoggedIn} onRestart={() => setTicket(null)} />;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {refusal && (
        <ExclusionNotice
          key={refusal.refusal.message}
          refusal={refusal.refusal}
          credentials={{ userId: refusal.userId, password: refusal.password }}
        />
      )}
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
