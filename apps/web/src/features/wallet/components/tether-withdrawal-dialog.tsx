import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { tetherPayoutMicro, tetherWithdrawalRequestSchema, type TetherInfo } from '@site/contracts/api/cashier';

import { showAlert } from '../../../components/ui/alert';
import { koTether } from '../../../i18n/ko-tether';
import { endsSession } from '../../../lib/api-client';
import { validateForm } from '../../../lib/form-errors';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { currentUserKey } from '../../auth/api/session';
import { cryptoKey, requestTetherWithdrawal, tetherKey } from '../api/tether-calls';
import { feePercent } from '../rules/crypto-display';
import { tronAddressMessage } from '../rules/tether-address';
import { tetherAmountError } from '../rules/tether-amount';
import { tetherFailureMessage } from '../rules/tether-failure';
import { AmountPicker } from './amount-picker';
import { TetherUsdtFigure } from './tether-usdt-figure';

const t = koTether.withdrawal;

type Field = 'amount' | 'address' | 'withdrawalPassword';

/** What one attempt sent: the same input sent again retries it under the same key. */
interface Attempt {
  input: string;
  key: string;
}

/**
 * SPEC.md §2's tether withdrawal dialog: an amount in won, the TRC-20 address it goes to (checked as
 * it is typed), the withdrawal password, and the USDT that will arrive (the amount less the fee, at
 * the rate), recalculated as the amount changes. Mounted only while open, so it starts empty.
 */
export function TetherWithdrawalDialog({ info, onClose }: { info: TetherInfo; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(0);
  const [address, setAddress] = useState('');
  const [addressLeft, setAddressLeft] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<Attempt | null>(null);

  const payout = amount > 0 ? Math.max(0, tetherPayoutMicro(amount, info.rateKrw, info.feeBp)) : 0;
  const addressError = errors.address ?? tronAddressMessage(address, addressLeft) ?? undefined;

  const submit = async () => {
    const amountError = tetherAmountError(amount, info.withdrawal);
    const input = { amount, address: address.trim(), withdrawalPassword: password };
    const sameAsBefore = JSON.stringify(input);
    const key = attempt.current?.input === sameAsBefore ? attempt.current.key : newAttemptKey();
    const parsed = validateForm(tetherWithdrawalRequestSchema, {
      ...input,
      idempotencyKey: key,
    });
    const fieldErrors = parsed.ok ? {} : parsed.errors;
    if (amountError || !parsed.ok) {
      setAddressLeft(true);
      setErrors({
        amount: amountError ?? fieldErrors.amount,
        address: fieldErrors.address,
        withdrawalPassword: fieldErrors.withdrawalPassword,
      });
      return;
    }
    attempt.current = { input: sameAsBefore, key };
    setBusy(true);
    try {
      await requestTetherWithdrawal(parsed.data);
      attempt.current = null;
      onClose();
      void showAlert(t.done);
    } catch (error) {
      if (!endsSession(error)) await showAlert(tetherFailureMessage(error));
    } finally {
      setBusy(false);
      // The amount is held at once: the balance, the page's pending request and the list change.
      await Promise.all(
        [tetherKey, cryptoKey, currentUserKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    }
  };

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="tether-withdrawal-title">
      <DialogTitle id="tether-withdrawal-title">{t.dialogTitle}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <AmountPicker
            label={koTether.amount.label}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              clear('amount');
            }}
            disabled={busy}
            error={errors.amount}
          />
          <TextField
            label={t.address}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              clear('address');
            }}
            onBlur={() => setAddressLeft(true)}
            error={addressError !== undefined}
            helperText={addressError ?? t.addressHelp}
            disabled={busy}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 64 } }}
          />
          <TextField
            label={t.password}
            type="password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clear('withdrawalPassword');
            }}
            error={errors.withdrawalPassword !== undefined}
            helperText={errors.withdrawalPassword}
            disabled={busy}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <TetherUsdtFigure
            label={t.usdtToReceive}
            micro={payout}
            note={t.usdtFormula(feePercent(info.feeBp), info.rateKrw)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t.sending : t.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
