import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { ZodType } from 'zod';

import { useSiteForm } from '../ui/use-site-form';
import { formRules } from '../../lib/form/form-rules';
import { koAdmin } from '../../i18n/ko-admin';

/**
 * Asks why a request is refused (a cash request, a rolling settlement): the member reads the reason,
 * so it cannot be left empty. The dialog stays open on a failure (the server's reason under the
 * field), so nothing typed is lost; `onRefuse` closes it once the refusal is sent.
 */
export function ReasonDialog({
  title,
  help,
  texts,
  schema,
  maxLength = 200,
  onClose,
  onRefuse,
}: {
  title: string;
  help: string;
  texts: { reason: string; reasonRequired: string; refuse: string; sending: string };
  /** the contract's refusal body */
  schema: ZodType<{ reason: string }>;
  /** the longest reason the schema takes (typing stops there) */
  maxLength?: number;
  onClose: () => void;
  /** Sends the refusal; a rejection is shown by the form. */
  onRefuse: (reason: string) => Promise<void>;
}) {
  const rules = useMemo(() => formRules({ schema, fallback: { reason: texts.reasonRequired } }), [schema, texts]);
  const form = useSiteForm(rules, { reason: '' });
  const { busy } = form;
  const reasonField = form.textField('reason', texts.reason);
  const titleId = useId();

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={form.onSubmit(({ reason }) => onRefuse(reason))}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {help}
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
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? texts.sending : texts.refuse}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
