import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import type { AdminMember } from '@site/contracts/api/admin';
import { formatWon } from '@site/contracts/rules/format';

import { showAlert } from '../../../components/ui/alert';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdjustMoney } from '../api/admin-money';
import { tidyWon, type FieldErrors } from '../../../components/console/field-errors';
import {
  attemptFor,
  emptyMoneyDraft,
  moneyRequest,
  type MoneyAttempt,
  type MoneyDirection,
  type MoneyDraft,
  type MoneyField,
} from '../rules/money-form';
import { alertActionError } from '../../../components/console/notify';
import { useConfirm } from '../../../components/console/use-confirm';

const text = koAdmin.money;

/** Credits or takes back a member's money; mounted only while open, so it starts empty. */
export function MoneyDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const [draft, setDraft] = useState<MoneyDraft>(emptyMoneyDraft);
  const [errors, setErrors] = useState<FieldErrors<MoneyField>>({});
  // The attempt not yet answered: sending the same again retries it under the same key.
  const attempt = useRef<MoneyAttempt | null>(null);
  const adjust = useAdjustMoney();
  const [confirmDialog, confirm] = useConfirm();
  const credit = draft.direction === 'credit';
  const busy = adjust.isPending;

  const change = (field: MoneyField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const parsed = moneyRequest(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    const amount = formatWon(Math.abs(parsed.value.amount));
    const confirmed = await confirm({
      title: text.confirmTitle(credit),
      message: text.confirm(member.userId, amount, credit),
      confirmLabel: text.submit(credit),
      danger: !credit,
    });
    if (!confirmed) return;
    const sending = attemptFor(attempt.current, parsed.value, newAttemptKey);
    attempt.current = sending;
    adjust.mutate(
      { userId: member.userId, adjustment: { ...sending.request, idempotencyKey: sending.key } },
      {
        onSuccess: (result) => {
          attempt.current = null;
          onClose();
          void showAlert(text.done(member.userId, amount, credit, formatWon(result.emoney)));
        },
        onError: (error) => void alertActionError(error),
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="money-dialog-title">
      <DialogTitle id="money-dialog-title">{text.title(member.userId)}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {text.current(formatWon(member.emoney))}
          </Typography>
          <ToggleButtonGroup
            value={draft.direction}
            exclusive
            fullWidth
            size="small"
            color={credit ? 'primary' : 'error'}
            disabled={busy}
            aria-label={text.direction}
            onChange={(_event, direction: MoneyDirection | null) => {
              if (direction) setDraft((current) => ({ ...current, direction }));
            }}
          >
            <ToggleButton value="credit">{text.credit}</ToggleButton>
            <ToggleButton value="debit">{text.debit}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={text.amount}
            value={draft.amount}
            onChange={(event) => change('amount', event.target.value)}
            onBlur={() => setDraft((current) => ({ ...current, amount: tidyWon(current.amount) }))}
            error={errors.amount !== undefined}
            helperText={errors.amount ?? text.amountHelp}
            disabled={busy}
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={text.memo}
            value={draft.memo}
            onChange={(event) => change('memo', event.target.value)}
            error={errors.memo !== undefined}
            helperText={errors.memo ?? text.memoHelp}
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
      {confirmDialog}
    </Dialog>
  );
}
