import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';

import type { WithdrawalPasswordStatus } from '@site/contracts/api/account-activity';
import { formatSeoul } from '@site/contracts/time';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAccountSecurity } from '../../../i18n/ko-account-security';
import { resetWithdrawalPassword, useWithdrawalPasswordStatus } from '../api/account-security';
import { emptyWithdrawalResetDraft, withdrawalResetRules } from '../rules/account-forms';

const text = koAccountSecurity.withdrawalPassword;

/**
 * /member's 출금 비밀번호: whether it is locked (5 wrong tries in a row lock it) and the one form that
 * changes it or, when locked, resets it: the login password (and the second factor's code) proves
 * it is the member, not someone holding a stolen session.
 */
export function WithdrawalPasswordPanel() {
  const status = useWithdrawalPasswordStatus();
  if (!status?.registered) return null;
  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
        {status.locked ? (
          <Alert severity="error" role="alert">
            <AlertTitle>{text.lockedTitle}</AlertTitle>
            {text.locked(formatSeoul(status.lockedAt ?? '', 'dateTimeFull'))}
            <Box sx={{ mt: 1 }}>{text.notMine}</Box>
          </Alert>
        ) : (
          <Text variant="body2" sx={{ color: 'text.secondary' }}>
            {text.normal(status.triesLeft)}
          </Text>
        )}
        <ResetForm status={status} />
      </Box>
    </Panel>
  );
}

function ResetForm({ status }: { status: WithdrawalPasswordStatus }) {
  const queryClient = useQueryClient();
  const form = useSiteForm(withdrawalResetRules, emptyWithdrawalResetDraft);

  const submit = form.onSubmit(async (request) => {
    await resetWithdrawalPassword(queryClient, request);
    form.reset(emptyWithdrawalResetDraft);
    await showAlert(status.locked ? text.resetDone : text.changed);
  });

  const label = status.locked ? text.reset : text.change;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField {...form.textField('password', text.loginPassword)} type="password" autoComplete="current-password" />
      {status.secondFactor && (
        <TextField
          {...form.textField('otp', text.otp)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      )}
      <TextField
        {...form.textField('withdrawalPassword', text.newPassword)}
        type="password"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <TextField
        {...form.textField('withdrawalPasswordConfirm', text.newPasswordConfirm)}
        type="password"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" color={status.locked ? 'error' : 'primary'} disabled={form.busy}>
        {label}
      </Button>
    </Box>
  );
}
