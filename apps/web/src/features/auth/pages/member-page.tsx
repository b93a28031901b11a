import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { profileUpdateSchema, type User } from '@site/contracts/api/member';
import { formatPhone } from '@site/contracts/rules/format';

import { showAlert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ApiError, UNEXPECTED_ERROR_MESSAGE, api } from '../../../lib/api-client';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { koAuth, ko } from '../../../i18n/ko';
import { currentUserKey, useCurrentUser } from '../api/session';

interface ProfileFields {
  nickName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
}

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
  const [values, setValues] = useState<ProfileFields>({
    nickName: user.nickName,
    phone: formatPhone(user.phone),
    currentPassword: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ProfileFields>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(profileUpdateSchema, { ...values, newPassword: values.newPassword || undefined });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await api<User>('member/user', { method: 'PUT', body: checked.data });
      queryClient.setQueryData(currentUserKey, updated);
      setValues((v) => ({ ...v, currentPassword: '', newPassword: '' }));
      await showAlert(koAuth.profileSaved);
    } catch (error) {
      await showAlert(error instanceof ApiError && error.status < 500 ? error.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof ProfileFields, label: string) => ({
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
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <TextField label={koAuth.userId} value={user.userId} size="small" disabled fullWidth />
      <TextField {...field('nickName', koAuth.nickName)} />
      <TextField {...field('phone', koAuth.phone)} type="tel" inputMode="numeric" />
      <TextField {...field('newPassword', koAuth.newPassword)} type="password" autoComplete="new-password" />
      <TextField
        {...field('currentPassword', koAuth.currentPassword)}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {koAuth.save}
      </Button>
    </Box>
  );
}
