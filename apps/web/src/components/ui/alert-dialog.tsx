import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

import { ko } from '../../i18n/ko';
import { closeCurrentAlert, useAlertQueue } from './alert';

/**
 * Mounted only while an alert is showing: an alert often opens over another dialog (a login error
 * over the login form), and unmounting is what reliably hands the keyboard, the focus and the
 * page's aria-hidden back to the dialog underneath.
 */
export default function AlertDialog() {
  const current = useAlertQueue((state) => state.queue[0]);
  if (!current) return null;
  return (
    <Dialog
      key={current.message}
      open
      transitionDuration={{ exit: 0 }}
      // SPEC.md §4: confirmations are persistent, so a stray tap beside one cannot answer it; an alert
      // has nothing to decide and closes any way.
      onClose={() => {
        if (!current.asksConfirmation) closeCurrentAlert(false);
      }}
      maxWidth="xs"
      fullWidth
      {...(current.title === undefined ? {} : { 'aria-labelledby': 'site-alert-title' })}
      aria-describedby="site-alert-message"
    >
      {current.title !== undefined && (
        <DialogTitle id="site-alert-title" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {current.title}
        </DialogTitle>
      )}
      <DialogContent
        id="site-alert-message"
        sx={{ whiteSpace: 'pre-line', pt: current.title === undefined ? 3 : undefined, lineHeight: 1.7 }}
      >
        {current.message}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current.asksConfirmation && (
          <Button onClick={() => closeCurrentAlert(false)} color="inherit">
            {ko.common.cancel}
          </Button>
        )}
        <Button
          onClick={() => closeCurrentAlert(true)}
          variant="contained"
          color={current.danger ? 'error' : 'primary'}
          autoFocus
        >
          {current.confirmLabel ?? ko.common.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
