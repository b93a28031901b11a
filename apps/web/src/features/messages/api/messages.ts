/** The inbox of SPEC.md §7 (message/unread) and the reading of messages. */
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Message, MessagePage } from '@site/contracts/api/messages';

import { api } from '../../../lib/api-client';

export const unreadCountQuery = queryOptions({
  queryKey: ['message', 'unread'],
  queryFn: () => api<number>('message/unread'),
  staleTime: 0,
});

/** The unread count shown in the top bar; kept fresh by the navigation guard and by reading. */
export const useUnreadCount = (enabled: boolean): number =>
  useQuery({ ...unreadCountQuery, enabled, staleTime: 30_000 }).data ?? 0;

export const messagePageQuery = (page: number) =>
  queryOptions({
    queryKey: ['message', 'page', page],
    queryFn: () => api<MessagePage>('message', { query: { page, size: 10 } }),
  });

export const messageQuery = (id: number) =>
  queryOptions({ queryKey: ['message', 'one', id], queryFn: () => api<Message>(`message/${id}`) });

export const deleteMessage = (id: number) => api(`message/${id}`, { method: 'DELETE' });
