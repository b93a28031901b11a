/** The bell's calls: how many are unread, the newest notifications, and marking them read. */
import { useQuery } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { notificationEndpoints } from '@site/contracts/endpoints/notifications';

import { call, endpointQuery } from '../../../lib/call';

export const notificationUnreadQuery = endpointQuery(notificationEndpoints.unread, {});

export const notificationListQuery = endpointQuery(notificationEndpoints.list, {});

/** Both answers above: refreshed together when a notification arrives or is read. */
export const notificationsKey = pathKey(notificationEndpoints.list);

/** The bell's count; kept fresh by the member stream (notification-centre.tsx), not by polling. */
export const useNotificationUnread = (enabled: boolean): number =>
  useQuery({ ...notificationUnreadQuery, enabled, staleTime: 60_000 }).data ?? 0;

export const markNotificationRead = (id: number) => call(notificationEndpoints.read, { params: { id } });

export const markNotificationsReadUpTo = (upTo: number) => call(notificationEndpoints.readAll, { body: { upTo } });
