import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';

import { showAlert } from '../../../components/ui/alert';
import { koSession } from '../../../i18n/ko';
import { koSportsMenu } from '../../../i18n/ko-results';
import { openAuthDialog, useIsLoggedIn } from '../../auth/api/session';
import { fetchBookWindowUrl, type BookWindowType } from '../api/open-game';
import { closeBookWindowDialog, useBookWindowDialog } from '../book-window-store';

/** A guest is told to log in and gets the login dialog instead (SPEC.md §8). */
async function sendGuestToLogin(): Promise<void> {
  closeBookWindowDialog();
  await showAlert(koSession.loginRequired);
  openAuthDialog('login');
}

/**
 * Opens the window while the click still counts as the member's own (a popup blocker lets that
 * through), then sends it to the address the server answers; on failure it is closed again and
 * the spec's '점검중 입니다.' shown (SPEC.md §8).
 */
async function openBookWindow(type: BookWindowType): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const url = await fetchBookWindowUrl(type);
    if (opened && !opened.closed) {
      opened.opener = null;
      opened.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch {
    opened?.close();
    await showAlert(koSportsMenu.maintenance);
  }
}

/**
 * SPEC.md §4: the European and in-play confirmation is persistent: neither a click beside it nor
 * Esc closes it; only 취소 or 확인 do.
 */
export default function BookWindowDialog() {
  const requested = useBookWindowDialog((state) => state.type);
  const loggedIn = useIsLoggedIn();
  const type = loggedIn ? requested : null;
  useEffect(() => {
    if (requested && !loggedIn) void sendGuestToLogin();
  }, [requested, loggedIn]);
  // The last type asked for keeps the text in place while the dialog fades out.
  const [shown, setShown] = useState<BookWindowType>(type ?? 'EU');
  if (type && type !== shown) setShown(type);
  const copy = koSportsMenu.bookWindow[type ?? shown];
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!type || busy) return;
    setBusy(true);
    closeBookWindowDialog();
    await openBookWindow(type);
    setBusy(false);
  };

  return (
    <Dialog
      open={type !== null}
      maxWidth="xs"
      fullWidth
      aria-labelledby="book-window-title"
      aria-describedby="book-window-body"
    >
      <DialogTitle id="book-window-title" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {copy.title}
      </DialogTitle>
      <DialogContent id="book-window-body" sx={{ whiteSpace: 'pre-line', fontSize: 14, lineHeight: 1.7 }}>
        {copy.body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={closeBookWindowDialog} color="inherit">
          {koSportsMenu.cancel}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" autoFocus disabled={busy}>
          {koSportsMenu.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
