import { useEffect, useState } from 'react';

import { showAlert } from '../../../components/ui/alert';
import { WindowConfirmDialog } from '../../../components/ui/window-confirm-dialog';
import { koSportsMenu } from '../../../i18n/ko-results';
import { openWindowFor } from '../../../lib/open-window';
import { askGuestToLogIn, useIsLoggedIn } from '../../auth/api/session';
import { fetchBookWindowUrl, type BookWindowType } from '../api/open-game';
import { closeBookWindowDialog, useBookWindowDialog } from '../book-window-store';

/** Sends the window to the book's address; on failure it is closed again and '점검중 입니다.' shown (SPEC.md §8). */
async function openBookWindow(type: BookWindowType): Promise<void> {
  try {
    await openWindowFor(() => fetchBookWindowUrl(type));
  } catch {
    await showAlert(koSportsMenu.maintenance);
  }
}

/** The European and in-play entries' persistent confirmation (SPEC.md §4); a guest is asked to log in instead. */
export default function BookWindowDialog() {
  const requested = useBookWindowDialog((state) => state.type);
  const loggedIn = useIsLoggedIn();
  const type = loggedIn ? requested : null;
  useEffect(() => {
    if (requested && !loggedIn) {
      closeBookWindowDialog();
      void askGuestToLogIn();
    }
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
    <WindowConfirmDialog
      open={type !== null}
      title={copy.title}
      body={copy.body}
      busy={busy}
      onCancel={closeBookWindowDialog}
      onConfirm={() => void confirm()}
    />
  );
}
