import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { refusalSchema, type AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { isKorean } from '../../../components/console/field-errors';
import { requestKindLabel } from '../rules/cashier-request-view';

const text = koAdminCashier.decision;

/** Asks why a request is refused: the member reads the reason, so it cannot be left empty. */
export function CashierRefuseDialog({
  request,
  busy,
  onClose,
  onRefuse,
}: {
  request: AdminCashRequest;
  busy: boolean;
  onClose: () => void;
  onRefuse: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = refusalSchema.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(isKorean(message) ? message : text.reasonRequired);
      return;
    }
    onRefuse(parsed.data.reason);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="cashier-refuse-title">
      <DialogTitle id="cashier-refuse-title">{text.refuseTitle(requestKindLabel(request))}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {text.refuseHelp(request.userId, formatWon(request.amount))}
          </Typography>
          <TextField
            label={text.reason}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            disabled={busy}
            required
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? text.sending : text.refuse}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
