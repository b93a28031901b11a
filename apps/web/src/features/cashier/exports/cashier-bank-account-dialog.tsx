import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';

import type { AdminMember } from '@site/contracts/api/admin';
import { banks } from '@site/contracts/lookups/banks';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import {
  useMemberBankAccount,
  useSaveMemberBankAccount,
  type AdminBankAccountView,
} from '../api/admin-cashier-bank-account';
import { bankAccountRules, draftFromBankAccount } from '../rules/cashier-bank-account-form';
import { QueryState } from '../../../components/console/query-state';
import { useCan } from '../../staff/exports/use-can';

const text = koAdminCashier.bankAccount;

/**
 * A member's withdrawal account: members register it once, after which only an operator changes it
 * (a stolen login must not redirect the member's money). Mounted only while open.
 */
export function CashierBankAccountDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const query = useMemberBankAccount(member.userId);
  // A role that may not change a member's account reads it only.
  const canChange = useCan('members.decide');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="bank-account-dialog-title">
      <DialogTitle id="bank-account-dialog-title">{text.title(member.userId)}</DialogTitle>
      <QueryState query={query}>
        {(account) =>
          canChange ? (
            <BankAccountForm userId={member.userId} account={account} onClose={onClose} />
          ) : (
            <>
              <DialogContent>
                <CurrentAccount account={account} />
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>{koAdmin.common.close}</Button>
              </DialogActions>
            </>
          )
        }
      </QueryState>
    </Dialog>
  );
}

function BankAccountForm({
  userId,
  account,
  onClose,
}: {
  userId: string;
  account: AdminBankAccountView;
  onClose: () => void;
}) {
  const form = useSiteForm(bankAccountRules, draftFromBankAccount(account));
  const save = useSaveMemberBankAccount(userId);
  // The fields wait while the account is sent, not while the operator is asked.
  const busy = save.isPending;

  const submit = form.onSubmit(async (update) => {
    const confirmed = await showConfirm({
      title: text.confirmTitle,
      message: text.confirm(userId),
      confirmLabel: text.save,
    });
    if (!confirmed) return;
    await save.mutateAsync(update);
    onClose();
    void showAlert(text.saved(userId));
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <CurrentAccount account={account} />
        <Controller
          control={form.control}
          name="bankCode"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label={text.bank}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
              disabled={busy}
              required
            >
              {banks.map((bank) => (
                <MenuItem key={bank.code} value={bank.code}>
                  {bank.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.textField('accountNumber', text.accountNumber)}
          size="medium"
          helperText={form.messageOf('accountNumber') ?? text.accountNumberHelp}
          disabled={busy}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 24 } }}
        />
        <TextField
          {...form.textField('holderName', text.holderName)}
          size="medium"
          disabled={busy}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <TextField
          {...form.textField('withdrawalPassword', text.withdrawalPassword)}
          size="medium"
          helperText={form.messageOf('withdrawalPassword') ?? text.withdrawalPasswordHelp}
          disabled={busy}
          type="password"
          autoComplete="new-password"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {koAdmin.common.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? koAdmin.common.saving : text.save}
        </Button>
      </DialogActions>
    </form>
  );
}

function CurrentAccount({ account }: { account: AdminBankAccountView }) {
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {account ? text.current(account.bankName, account.accountNumber, account.holderName) : text.none}
    </Typography>
  );
}
