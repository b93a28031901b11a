import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState, type ReactElement } from 'react';

import { koAdmin } from '../../i18n/ko-admin';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

/**
 * Asks before a change that cannot be taken back: `await confirm(...)` is true only when the
 * operator chose the confirm button. Render the returned dialog once in the component.
 */
export function useConfirm(): [ReactElement, (options: ConfirmOptions) => Promise<boolean>] {
  // The last question stays while the dialog fades out; `open` alone says whether it is asked.
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
        setOpen(true);
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOpen(false);
  };

  const dialog = (
    <Dialog open={open} onClose={() => answer(false)} maxWidth="xs" fullWidth aria-labelledby="admin-confirm-title">
      <DialogTitle id="admin-confirm-title">{options?.title}</DialogTitle>
      <DialogContent sx={{ whiteSpace: 'pre-line' }}>{options?.message}</DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} color="inherit">
          {koAdmin.common.cancel}
        </Button>
        <Button
          onClick={() => answer(true)}
          variant="contained"
          color={options?.danger ? 'error' : 'primary'}
          autoFocus
        >
          {options?.confirmLabel ?? koAdmin.common.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return [dialog, confirm];
}
