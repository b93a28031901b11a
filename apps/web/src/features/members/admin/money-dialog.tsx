import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

import type { AdminMember } from '@site/contracts/api/admin';
import { formatWon } from '@site/contracts/rules/format';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdjustMoney } from '../api/admin-money';
import { tidyWon } from '../../../lib/form/typed-numbers';
import {
  attemptFor,
  emptyMoneyDraft,
  moneyRules,
  type MoneyAttempt,
  type MoneyDirection,
  type MoneyRequest,
} from '../rules/money-form';

const text = koAdmin.money;

/** The attempt not yet answered: sending the same again retries it under the same key. */
function useAttempts() {
  const attempt = useRef<MoneyAttempt | null>(null);
  const toSend = (request: MoneyRequest) => (attempt.current = attemptFor(attempt.current, request, newAttemptKey));
  /** The attempt was booked: whatever is sent next is a new one. */
  const settled = () => {
    attempt.current = null;
  };
  return { toSend, settled };
}

/** Credits or takes back a member's money; mounted only while open, so it starts empty. */
export function MoneyDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const form = useSiteForm(moneyRules, emptyMoneyDraft);
  const attempts = useAttempts();
  const adjust = useAdjustMoney();
  const credit = form.values.direction === 'credit';
  // Busy while the adjustment is on its way, not while the operator is asked (the dialog is hidden then).
  const busy = adjust.isPending;

  const submit = form.onSubmit(async (request) => {
    const amount = formatWon(Math.abs(request.amount));
    const confirmed = await showConfirm({
      title: text.confirmTitle(credit),
      message: text.confirm(member.userId, amount, credit),
      confirmLabel: text.submit(credit),
      danger: !credit,
    });
    if (!confirmed) return;
    const sending = attempts.toSend(request);
    const result = await adjust.mutateAsync({
      userId: member.userId,
      adjustment: { ...sending.request, idempotencyKey: sending.key },
    });
    attempts.settled();
    onClose();
    void showAlert(text.done(member.userId, amount, credit, formatWon(result.emoney)));
  });
  const amountField = form.textField('amount', text.amount);
  const memoField = form.textField('memo', text.memo);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="money-dialog-title">
      <DialogTitle id="money-dialog-title">{text.title(member.userId)}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {text.current(formatWon(member.emoney))}
          </Typography>
          <ToggleButtonGroup
            value={form.values.direction}
            exclusive
            fullWidth
            size="small"
            color={credit ? 'primary' : 'error'}
            disabled={busy}
            aria-label={text.direction}
            onChange={(_event, direction: MoneyDirection | null) => {
              if (direction) form.setValue('direction', direction, { shouldDirty: true });
            }}
          >
            <ToggleButton value="credit">{text.credit}</ToggleButton>
            <ToggleButton value="debit">{text.debit}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            {...amountField}
            onBlur={(event) => {
              void amountField.onBlur(event);
              form.setValue('amount', tidyWon(form.getValues('amount')));
            }}
            helperText={amountField.helperText ?? text.amountHelp}
            size="medium"
            disabled={busy}
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            {...memoField}
            helperText={memoField.helperText ?? text.memoHelp}
            size="medium"
            disabled={busy}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color={credit ? 'primary' : 'error'} disabled={busy}>
            {busy ? text.sending : text.submit(credit)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
