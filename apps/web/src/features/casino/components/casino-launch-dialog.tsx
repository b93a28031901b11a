import { useEffect } from 'react';

import { casinoProductNames } from '@site/contracts/casino';

import { showAlert, showConfirm } from '../../../components/ui/alert';
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
 * SPEC.md §2, §4: the live casino and slot confirmation, the site's one persistent confirmation with
 * 취소 and 확인; 확인 opens the game in a new window. A guest is asked to log in instead (SPEC.md §6).
 * Each request is taken from the store once, so a re-run effect cannot ask twice.
 */
export default function CasinoLaunchDialog() {
  const requested = useCasinoLaunchDialog((state) => state.request);
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!requested || useCasinoLaunchDialog.getState().request !== requested) return;
    closeCasinoLaunchDialog();
    if (!loggedIn) {
      void askGuestToLogIn();
      return;
    }
    const copy = dialogCopy(requested);
    // The window opens within the click on 확인, so a pop-up blocker counts it as the member's own.
    void showConfirm({ title: copy.title, message: copy.body, onConfirm: () => void openGameWindow(requested) });
  }, [requested, loggedIn]);
  return null;
}
