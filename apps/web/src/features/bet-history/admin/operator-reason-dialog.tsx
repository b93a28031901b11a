import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

import { operatorReasonSchema } from '@site/contracts/api/admin-bets';
import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN } from '@site/contracts/api/admin-bets-limits';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { formRules } from '../../../lib/form/form-rules';
import { koAdmin } from '../../../i18n/ko-admin';
import { koConsole } from '../../../i18n/ko-console';

const reasonRules = formRules({ schema: operatorReasonSchema, fallback: {} });

/**
 * A dialog that asks for the operator's reason before an action on bets that moves money (적특
 * 처리, 재정산). The server checks the reason again: a refused reason shows under the field, any
 * other refusal in the alert; the dialog stays open on a refusal, so nothing typed is lost.
 */
export function OperatorReasonDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  /** Sends the action; a rejection's message is shown, a resolution closes the dialog. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const form = useSiteForm(reasonRules, { reason: '' });
  const { busy } = form;
  const submit = form.onSubmit(async ({ reason }) => {
    await onSubmit(reason);
    onClose();
  });
  const reasonField = form.textField('reason', koConsole.voidDialog.reason);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="operator-reason-title">
      <DialogTitle id="operator-reason-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
        <TextField
          {...reasonField}
          helperText={reasonField.helperText ?? koConsole.voidDialog.reasonHelp}
          size="medium"
          multiline
          minRows={2}
          required
          slotProps={{ htmlInput: { maxLength: OPERATOR_REASON_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {koAdmin.common.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || form.values.reason.trim().length < OPERATOR_REASON_MIN}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
