import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { AdminMember } from '@site/contracts/api/admin';
import { banks } from '@site/contracts/lookups/banks';

import { showAlert } from '../../../components/ui/alert';
import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import {
  useMemberBankAccount,
  useSaveMemberBankAccount,
  type AdminBankAccountView,
} from '../api/admin-cashier-bank-account';
import {
  bankAccountUpdate,
  draftFromBankAccount,
  type BankAccountDraft,
  type BankAccountField,
} from '../rules/cashier-bank-account-form';
import type { FieldErrors } from '../../../components/console/field-errors';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { useConfirm } from '../../../components/console/use-confirm';

const text = koAdminCashier.bankAccount;

/**
 * A member's withdrawal account: members register it once, after which only an operator changes it
 * (a stolen login must not redirect the member's money). Mounted only while open.
 */
export function CashierBankAccountDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const query = useMemberBankAccount(member.userId);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="bank-account-dialog-title">
      <DialogTitle id="bank-account-dialog-title">{text.title(member.userId)}</DialogTitle>
      <QueryState query={query}>
        {(account) => <BankAccountForm userId={member.userId} account={account} onClose={onClose} />}
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
  const [draft, setDraft] = useState<BankAccountDraft>(() => draftFromBankAccount(account));
  const [errors, setErrors] = useState<FieldErrors<BankAccountField>>({});
  const save = useSaveMemberBankAccount(userId);
  const [confirmDialog, confirm] = useConfirm();
  const busy = save.isPending;

  const change = (field: BankAccountField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const parsed = bankAccountUpdate(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    const confirmed = await confirm({
      title: text.confirmTitle,
      message: text.confirm(userId),
      confirmLabel: text.save,
    });
    if (!confirmed) return;
    save.mutate(parsed.value, {
      onSuccess: () => {
        onClose();
        void showAlert(text.saved(userId));
      },
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {account ? text.current(account.bankName, account.accountNumber, account.holderName) : text.none}
        </Typography>
        <TextField
          select
          label={text.bank}
          value={draft.bankCode}
          onChange={(event) => change('bankCode', event.target.value)}
          error={errors.bankCode !== undefined}
          helperText={errors.bankCode}
          disabled={busy}
          required
        >
          {banks.map((bank) => (
            <MenuItem key={bank.code} value={bank.code}>
              {bank.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={text.accountNumber}
          value={draft.accountNumber}
          onChange={(event) => change('accountNumber', event.target.value)}
          error={errors.accountNumber !== undefined}
          helperText={errors.accountNumber ?? text.accountNumberHelp}
          disabled={busy}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 24 } }}
        />
        <TextField
          label={text.holderName}
          value={draft.holderName}
          onChange={(event) => change('holderName', event.target.value)}
          error={errors.holderName !== undefined}
          helperText={errors.holderName}
          disabled={busy}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <TextField
          label={text.withdrawalPassword}
          value={draft.withdrawalPassword}
          onChange={(event) => change('withdrawalPassword', event.target.value)}
          error={errors.withdrawalPassword !== undefined}
          helperText={errors.withdrawalPassword ?? text.withdrawalPasswordHelp}
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
      {confirmDialog}
    </form>
  );
}
