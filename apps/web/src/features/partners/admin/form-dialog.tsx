import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';

import { koAdmin } from '../../../i18n/ko-admin';

/** A dialog holding one form of the partner tab; it cannot be closed while its form is being sent. */
export function FormDialog({
  title,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? koAdmin.common.saving : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
