/**
 * SPEC.md §4 on entering a minigame: GET settingMinigame/{id}; maintenance on, an empty answer or a
 * failed lookup means the alert (the server's text, or the spec's) and back to /. Exposed here for
 * the other features whose pages are minigames of the table too (bet365's virtual sports, 801-804).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import type { MinigameSetting } from '@site/contracts/api/minigames';

import { showAlert } from '../../../components/ui/alert';
import { maintenanceMessage } from '../maintenance';
import { settingQuery } from './minigame-calls';

/**
 * The game's setting once it says the member may enter; null while it is being asked and when the
 * member is being sent away (the alert is shown once, and the page goes to / in its place).
 */
export function useMaintenanceGate(gameId: number): MinigameSetting | null {
  const navigate = useNavigate();
  const setting = useQuery(settingQuery(gameId));
  const message = setting.isSuccess
    ? maintenanceMessage({ status: 'answered', answer: setting.data })
    : setting.isError
      ? maintenanceMessage({ status: 'failed', error: setting.error })
      : undefined;
  const sentAway = useRef(false);

  useEffect(() => {
    if (!message || sentAway.current) return;
    sentAway.current = true;
    void showAlert(message);
    navigate('/', { replace: true });
  }, [message, navigate]);

  return setting.isSuccess && message === null && setting.data ? setting.data : null;
}
