import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { profileUpdateSchema, type User } from '@site/contracts/api/member';
import { formatPhone } from '@site/contracts/rules/format';

import { showAlert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { userFacingMessage } from '../../../lib/api-client';
import { validateForm } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { koAuth, ko } from '../../../i18n/ko';
import { saveProfile, useCurrentUser } from '../api/session';

/** /member: nickname, phone and password, each change confirmed with the current password. */
export default function MemberPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={ko.pages.member.title} />
      <Panel>{user && <ProfileForm user={user} />}</Panel>
    </>
  );
}

function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useForm({
    nickName: user.nickName,
    phone: formatPhone(user.phone),
    currentPassword: '',
    newPassword: '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(profileUpdateSchema, {
      ...form.values,
      newPassword: form.values.newPassword || undefined,
    });
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    await form.send(async () => {
      try {
        await saveProfile(queryClient, checked.data);
        form.setValues((v) => ({ ...v, currentPassword: '', newPassword: '' }));
        await showAlert(koAuth.profileSaved);
      } catch (error) {
        await showAlert(userFacingMessage(error));
      }
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <TextField label={koAuth.userId} value={user.userId} size="small" disabled fullWidth />
      <TextField {...form.field('nickName', koAuth.nickName)} />
      <TextField {...form.field('phone', koAuth.phone)} type="tel" inputMode="numeric" />
      <TextField {...form.field('newPassword', koAuth.newPassword)} type="password" autoComplete="new-password" />
      <TextField
        {...form.field('currentPassword', koAuth.currentPassword)}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" disabled={form.busy}>
        {koAuth.save}
      </Button>
    </Box>
  );
}
