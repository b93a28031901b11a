/** The inbox of SPEC.md §7 (message/unread) and the reading of messages. */
import { useQuery } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { messageEndpoints } from '@site/contracts/endpoints/messages';

import { call, endpointQuery } from '../../../lib/call';

export const unreadCountQuery = endpointQuery(messageEndpoints.unread, {}, { staleTime: 0 });

/** The unread count shown in the top bar; kept fresh by the navigation guard and by reading. */
export const useUnreadCount = (enabled: boolean): number =>
  useQuery({ ...unreadCountQuery, enabled, staleTime: 30_000 }).data ?? 0;

export const messagePageQuery = (page: number) => endpointQuery(messageEndpoints.page, { query: { page, size: 10 } });

/** Every cached answer under /message: the pages, the messages read and the unread count. */
export const messagesKey = pathKey(messageEndpoints.page);

/**
 * The inbox's pages and nothing else under /message: TanStack matches a key's objects by the
 * fields given, so `{ query: {} }` is any page's input and no other call's.
 */
export const messagePagesKey = [...messagesKey, { query: {} }];

export const messageQuery = (id: number) => endpointQuery(messageEndpoints.one, { params: { id } });

export const deleteMessage = (id: number) => call(messageEndpoints.remove, { params: { id } });
