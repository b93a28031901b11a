import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { refusalSchema, type AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { requestKindLabel } from '../rules/cashier-request-view';

const text = koAdminCashier.decision;

const refusalRules = formRules({ schema: refusalSchema, fallback: { reason: text.reasonRequired } });

/**
 * Asks why a request is refused: the member reads the reason, so it cannot be left empty. The
 * dialog stays open on a failure (the server's reason for the text under the field), so nothing
 * typed is lost; `onRefuse` closes it once the refusal is sent.
 */
export function CashierRefuseDialog({
  request,
  onClose,
  onRefuse,
}: {
  request: AdminCashRequest;
  onClose: () => void;
  /** Sends the refusal; a rejection is shown by the form. */
  onRefuse: (reason: string) => Promise<void>;
}) {
  const form = useSiteForm(refusalRules, { reason: '' });
  const { busy } = form;
  const reasonField = form.textField('reason', text.reason);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="cashier-refuse-title">
      <DialogTitle id="cashier-refuse-title">{text.refuseTitle(requestKindLabel(request))}</DialogTitle>
      <form noValidate onSubmit={form.onSubmit(({ reason }) => onRefuse(reason))}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {text.refuseHelp(request.userId, formatWon(request.amount))}
          </Typography>
          <TextField
            {...reasonField}
            helperText={reasonField.helperText ?? ' '}
            size="medium"
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
