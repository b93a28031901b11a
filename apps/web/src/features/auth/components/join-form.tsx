import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

import { joinRequestSchema } from '@site/contracts/api/member';

import { showAlert } from '../../../components/ui/alert';
import { api, userFacingMessage } from '../../../lib/api-client';
import { validateForm } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { koAuth } from '../../../i18n/ko';

/** Sign-up (SPEC.md §5): the contract's rules, a matching password, the server's refusals as they come. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const form = useForm({ userId: '', password: '', passwordConfirm: '', nickName: '', phone: '', recommender: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { passwordConfirm, ...request } = form.values;
    const checked = validateForm(joinRequestSchema, request);
    const mismatch = passwordConfirm !== request.password ? { passwordConfirm: koAuth.passwordMismatch } : {};
    form.setErrors({ ...(checked.ok ? {} : checked.errors), ...mismatch });
    if (!checked.ok || mismatch.passwordConfirm) return;
    await form.send(async () => {
      try {
        await api('member/join', { method: 'POST', body: checked.data });
        await showAlert(koAuth.joinDone);
        onJoined();
      } catch (error) {
        await showAlert(userFacingMessage(error));
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...form.field('userId', koAuth.userId)} autoComplete="username" autoFocus />
      <TextField {...form.field('password', koAuth.password)} type="password" autoComplete="new-password" />
      <TextField
        {...form.field('passwordConfirm', koAuth.passwordConfirm)}
        type="password"
        autoComplete="new-password"
      />
      <TextField {...form.field('nickName', koAuth.nickName)} />
      <TextField {...form.field('phone', koAuth.phone)} type="tel" inputMode="numeric" autoComplete="tel" />
      <TextField {...form.field('recommender', koAuth.recommender)} />
      <Button type="submit" variant="contained" size="large" disabled={form.busy}>
        {koAuth.joinSubmit}
      </Button>
    </Box>
  );
}
