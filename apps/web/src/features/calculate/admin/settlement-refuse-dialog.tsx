import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { settlementRefusalSchema, type AdminSettlement } from '@site/contracts/api/rolling';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { koCalculateAdmin } from '../../../i18n/ko-calculate';
import { formRules } from '../../../lib/form/form-rules';

const text = koCalculateAdmin.queue;

const refusalRules = formRules({ schema: settlementRefusalSchema, fallback: { reason: text.reasonRequired } });

/** Asks why a settlement is refused (the member reads it); stays open on a failure so nothing typed is lost. */
export function SettlementRefuseDialog({
  settlement,
  onClose,
  onRefuse,
}: {
  settlement: AdminSettlement;
  onClose: () => void;
  onRefuse: (reason: string) => Promise<void>;
}) {
  const form = useSiteForm(refusalRules, { reason: '' });
  const { busy } = form;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="settlement-refuse-title">
      <DialogTitle id="settlement-refuse-title">{text.refuseTitle}</DialogTitle>
      <form noValidate onSubmit={form.onSubmit(({ reason }) => onRefuse(reason))}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {text.refuseHelp(settlement.userId, settlement.amount)}
          </Typography>
          <TextField
            {...form.textField('reason', text.reason)}
            disabled={busy}
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? text.sending : text.refuse}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
