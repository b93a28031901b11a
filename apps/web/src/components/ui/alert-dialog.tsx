import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

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
      aria-describedby="site-alert-message"
    >
      <DialogContent id="site-alert-message" sx={{ whiteSpace: 'pre-line', pt: 3 }}>
        {current.message}
      </DialogContent>
      <DialogActions>
        {current.asksConfirmation && <Button onClick={() => closeCurrentAlert(false)}>{ko.common.cancel}</Button>}
        <Button onClick={() => closeCurrentAlert(true)} variant="contained" autoFocus>
          {ko.common.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
