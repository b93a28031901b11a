import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';

import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN } from '@site/contracts/api/admin-bets-limits';

import { koAdmin } from '../../../i18n/ko-admin';
import { koConsole } from '../../../i18n/ko-console';
import { userFacingMessage } from '../../../lib/api-client';

/**
 * A dialog that asks for the operator's reason before an action on bets that moves money (적특
 * 처리, 재정산). The server checks the reason again and its Korean refusal shows under the field; the
 * dialog stays open on a refusal, so nothing typed is lost.
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (failure) {
      setError(userFacingMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="operator-reason-title">
      <DialogTitle id="operator-reason-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
        <TextField
          label={koConsole.voidDialog.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          required
          error={error !== null}
          helperText={error ?? koConsole.voidDialog.reasonHelp}
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
          disabled={busy || trimmed.length < OPERATOR_REASON_MIN}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
