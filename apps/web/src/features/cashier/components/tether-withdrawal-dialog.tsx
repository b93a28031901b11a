import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { tetherPayoutMicro, type TetherInfo } from '@site/contracts/api/cashier';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koTether } from '../../../i18n/ko-tether';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { currentUserKey } from '../../auth/api/session';
import { cryptoKey, requestTetherWithdrawal, tetherKey } from '../api/tether-calls';
import { feePercent } from '../rules/crypto-display';
import { tronAddressMessage } from '../rules/tether-address';
import { tetherWithdrawalRules } from '../rules/tether-amount';
import { TetherPayoutFields } from '../exports/tether-payout-fields';
import { FormAmountPicker } from './amount-picker';
import { TetherUsdtFigure } from './tether-usdt-figure';

const t = koTether.withdrawal;

/**
 * SPEC.md §2's tether withdrawal dialog: an amount in won, the TRC-20 address it goes to (checked as
 * it is typed), the withdrawal password, and the USDT that will arrive (the amount less the fee, at
 * the rate), recalculated as the amount changes. Mounted only while open, so it starts empty.
 */
export function TetherWithdrawalDialog({ info, onClose }: { info: TetherInfo; onClose: () => void }) {
  const queryClient = useQueryClient();
  const rules = useMemo(() => tetherWithdrawalRules(info.withdrawal), [info.withdrawal]);
  const form = useSiteForm(rules, { amount: 0, address: '', withdrawalPassword: '', otp: '' });
  const attempts = useAttemptKey();
  const { amount, address } = form.values;
  const { busy } = form;

  const payout = amount > 0 ? Math.max(0, tetherPayoutMicro(amount, info.rateKrw, info.feeBp)) : 0;
  const addressLeft = form.formState.touchedFields.address === true;
  const addressError = form.messageOf('address') ?? tronAddressMessage(address, addressLeft) ?? undefined;

  const submit = form.onSubmit(async (withdrawal) => {
    try {
      await requestTetherWithdrawal({ ...withdrawal, idempotencyKey: attempts.keyFor(JSON.stringify(withdrawal)) });
      attempts.settled();
      onClose();
      void showAlert(t.done);
    } finally {
      // The amount is held at once: the balance, the page's pending request and the list change.
      await Promise.all(
        [tetherKey, cryptoKey, currentUserKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="tether-withdrawal-title">
      <DialogTitle id="tether-withdrawal-title">{t.dialogTitle}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <FormAmountPicker control={form.control} name="amount" label={koTether.amount.label} disabled={busy} />
          <TetherPayoutFields field={form.textField} addressError={addressError} disabled={busy} />
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
