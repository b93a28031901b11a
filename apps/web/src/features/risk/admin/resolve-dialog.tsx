import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { RISK_NOTE_MAX, riskResolveSchema } from '@site/contracts/api/admin-risk';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { koAdmin } from '../../../i18n/ko-admin';
import { koRisk as text } from '../../../i18n/ko-risk';

const noteRules = formRules({ schema: riskResolveSchema, fallback: { note: text.noteRequired } });

/**
 * Asks for the analyst's note before a flag is resolved: it stays with the flag and goes to the audit
 * trail. The dialog stays open on a refusal (the server's reason under the field or in the alert), so
 * nothing typed is lost; `onResolve` closes it once the flag is resolved.
 */
export function ResolveDialog({
  onClose,
  onResolve,
}: {
  onClose: () => void;
  /** Sends the resolution; a rejection is shown by the form. */
  onResolve: (note: string) => Promise<void>;
}) {
  const form = useSiteForm(noteRules, { note: '' });
  const { busy } = form;
  const noteField = form.textField('note', text.note);
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.resolveTitle}</DialogTitle>
      <form noValidate onSubmit={form.onSubmit(({ note }) => onResolve(note))}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {text.resolveHelp}
          </Typography>
          <TextField
            {...noteField}
            helperText={noteField.helperText ?? ' '}
            size="medium"
            disabled={busy}
            required
            autoFocus
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: RISK_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? text.resolving : text.resolve}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
