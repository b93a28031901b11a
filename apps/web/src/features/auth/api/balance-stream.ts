/**
 * The member's balance as the server pushes it (balanceEndpoints.balanceStream): a bet placed, settled or
 * cancelled and an operator's credit show in the top bar at once instead of at the next 5 s check.
 * The same stream brings the member's notifications, handed on to the notification centre.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { User } from '@site/contracts/api/member';
import { BALANCE_STREAM_EVENT, type BalanceUpdate } from '@site/contracts/api/member-codes';
import { NOTIFICATION_STREAM_EVENT, type MemberNotification } from '@site/contracts/api/notifications-codes';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { balanceEndpoints } from '@site/contracts/endpoints/balance';

import { API_BASE } from '../../../lib/api-client';
import { readEventStream } from '../../../lib/event-stream';
import { reconnectDelay } from '../../../lib/reconnect-backoff';
import { useSessionStore } from '../session-store';
import { announceBalanceUpdate, announceMemberNotification } from './balance-events';
import { currentUserKey } from './session';

export function useBalanceStream(): void {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const apply = (update: BalanceUpdate) => {
      const { emoney, point } = update;
      queryClient.setQueryData<User>(currentUserKey, (user) => (user ? { ...user, emoney, point } : user));
      announceBalanceUpdate(update);
    };

    const connect = async () => {
      try {
        const response = await fetch(`${API_BASE}${balanceEndpoints.balanceStream.path}`, {
          headers: { Accept: 'text/event-stream', [AUTH_HEADER]: bearer(token) },
          signal: controller.signal,
        });
        // A session that ended is the 5 s member check's to report (SPEC.md §8); retrying would only repeat it.
        if (!response.ok) return;
        attempt = 0;
        announceMemberNotification('connected');
        await readEventStream(response, (event) => {
          if (event.event === BALANCE_STREAM_EVENT) apply(JSON.parse(event.data) as BalanceUpdate);
          if (event.event === NOTIFICATION_STREAM_EVENT)
            announceMemberNotification(JSON.parse(event.data) as MemberNotification);
        });
      } catch {
        // A dropped connection: try again below, unless this effect was cleaned up.
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
    };
    void connect();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, queryClient]);
}
