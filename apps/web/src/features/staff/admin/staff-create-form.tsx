import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@site/contracts/staff';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koStaff as text } from '../../../i18n/ko-staff';
import { useCreateStaff } from '../api/admin-staff';
import { staffCreateRules } from '../rules/staff-create-rules';

const blank = { userId: '', nickName: '', password: '', staffRole: 'support' as StaffRole };

/**
 * A new staff account: id, nickname, password and role. The server checks them as sign-up does and
 * refuses what the owner's rules forbid (an owner made by an administrator); its Korean reason shows
 * on the field it names, or in the alert.
 */
export function StaffCreateForm() {
  const form = useSiteForm(staffCreateRules, blank);
  const create = useCreateStaff();
  const submit = form.onSubmit(async (account) => {
    await create.mutateAsync(account);
    form.reset(blank);
    void showAlert(text.created(account.userId));
  });
  const roleField = form.selectField('staffRole', text.role);
  return (
    <Box component="form" noValidate aria-label={text.createTitle} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text.createHelp}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr)) auto' },
          alignItems: 'start',
        }}
      >
        <TextField {...form.textField('userId', text.userId)} autoComplete="off" disabled={form.busy} />
        <TextField {...form.textField('nickName', text.nickName)} autoComplete="off" disabled={form.busy} />
        <TextField
          {...form.textField('password', text.password)}
          type="password"
          autoComplete="new-password"
          disabled={form.busy}
        />
        <TextField
          {...roleField}
          select
          disabled={form.busy}
          onChange={(event) => form.setValue('staffRole', event.target.value as StaffRole, { shouldDirty: true })}
        >
          {STAFF_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ height: 40, whiteSpace: 'nowrap' }}>
          {form.busy ? text.creating : text.create}
        </Button>
      </Box>
    </Box>
  );
}
