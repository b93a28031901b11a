import { useEffect, useState } from 'react';

import { casinoProductNames } from '@site/contracts/casino';

import { showAlert } from '../../../components/ui/alert';
import { WindowConfirmDialog } from '../../../components/ui/window-confirm-dialog';
import { koCasino } from '../../../i18n/ko-casino';
import { ApiError } from '../../../lib/api-client';
import { openWindowFor } from '../../../lib/open-window';
import { askGuestToLogIn, useIsLoggedIn } from '../../auth/api/session';
import { fetchLaunchUrl, launchFailureText } from '../api/launch';
import { closeCasinoLaunchDialog, useCasinoLaunchDialog, type CasinoLaunchRequest } from '../launch-store';

async function openGameWindow(request: CasinoLaunchRequest): Promise<void> {
  try {
    await openWindowFor(() => fetchLaunchUrl(request));
  } catch (error) {
    // A call that ended the session has told the member already.
    if (error instanceof ApiError && error.announced) return;
    await showAlert(launchFailureText(error));
  }
}

const dialogCopy = (request: CasinoLaunchRequest) => ({
  title: request.product === 'slot' ? koCasino.launch.slotTitle : koCasino.launch.casinoTitle,
  body: koCasino.launch.body(request.gameName ?? casinoProductNames[request.product]),
});

/**
 * SPEC.md §2, §4: the live casino and slot confirmation, persistent, with 취소 and 확인; 확인 opens
 * the game in a new window. A guest is asked to log in instead (SPEC.md §6).
 */
export default function CasinoLaunchDialog() {
  const requested = useCasinoLaunchDialog((state) => state.request);
  const loggedIn = useIsLoggedIn();
  const request = loggedIn ? requested : null;
  useEffect(() => {
    if (requested && !loggedIn) {
      closeCasinoLaunchDialog();
      void askGuestToLogIn();
    }
  }, [requested, loggedIn]);
  // The last request keeps its text in place while the dialog fades out.
  const [shown, setShown] = useState<CasinoLaunchRequest>(request ?? { aggregator: 'playfun', product: 'casino' });
  if (request && request !== shown) setShown(request);
  const copy = dialogCopy(request ?? shown);
  // Not a mutation (docs/decisions/058): the game's window must open inside the click, and useMutation
  // starts its function a tick later, where a popup blocker refuses it.
  // eslint-disable-next-line no-restricted-syntax
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!request || busy) return;
    setBusy(true);
    closeCasinoLaunchDialog();
    await openGameWindow(request);
    setBusy(false);
  };

  return (
    <WindowConfirmDialog
      open={request !== null}
      title={copy.title}
      body={copy.body}
      busy={busy}
      onCancel={closeCasinoLaunchDialog}
      onConfirm={() => void confirm()}
    />
  );
}
