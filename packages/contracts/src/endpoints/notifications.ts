/** The member's notification centre (issue 29 point 6): the bell's list, its count, marking read. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  notificationListSchema,
  notificationReadAllSchema,
  notificationReadAnswerSchema,
  notificationUnreadSchema,
} from '../api/notifications';
import type { bigIdParamsSchema } from '../api/params';

const tag = '알림';

/** The signed-in member's own notifications (members only); new ones also arrive on the member stream. */
export const notificationEndpoints = {
  unread: endpoint<NoInput, { 200: typeof notificationUnreadSchema }>({
    method: 'GET',
    path: '/notifications/unread',
    summary: '읽지 않은 알림 수 (회원만)',
    tag,
  }),
  list: endpoint<NoInput, { 200: typeof notificationListSchema }>({
    method: 'GET',
    path: '/notifications',
    summary: '최근 알림과 읽지 않은 알림 수 (회원만)',
    tag,
  }),
  read: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof notificationReadAnswerSchema }>({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: '알림 하나를 읽음으로 표시 (회원만)',
    tag,
  }),
  readAll: endpoint<{ body: typeof notificationReadAllSchema }, { 200: typeof notificationReadAnswerSchema }>({
    method: 'POST',
    path: '/notifications/read',
    summary: '목록의 알림을 모두 읽음으로 표시 (회원만)',
    tag,
  }),
};
